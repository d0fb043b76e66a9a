import { z } from 'zod'
import { checklistEventAnswer } from '@/lib/checklist/schema'
import { markChecklistTrigger } from '@/lib/checklist/triggers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** What only the browser sees the owner do (sharing a link), reported so the checklist ticks itself. */
export const POST = route(
  { auth: 'owner', body: z.object({ trigger: z.enum(['reviewsRequested', 'websiteShared']) }), response: checklistEventAnswer },
  async ({ user, body }) => {
    await markChecklistTrigger(user.id, body.trigger)
    return { ok: true as const }
  },
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
