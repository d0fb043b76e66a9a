import { buildCalendarFeed } from '@/lib/appointments/calendar-feed'
import { calendarFeedParams } from '@/lib/appointments/reminder-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: the owner's gigs as ICS for the phone's calendar app; the secret in the address is the credential. */
export const GET = route({ auth: 'public', params: calendarFeedParams }, async ({ params }) => {
  const ics = await buildCalendarFeed({ token: params.token })
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="glowfolio-gigs.ics"',
      'cache-control': 'private, max-age=300',
    },
  })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
