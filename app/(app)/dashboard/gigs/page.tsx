import type { Metadata } from 'next'
import { GigsScreen } from '@/components/gigs/gigs-screen'
import { getCalendarFeed } from '@/lib/appointments/calendar-feed'
import { todayIn } from '@/lib/appointments/dates'
import { listAppointments } from '@/lib/appointments/list-appointments'
import { ownerTimeZone } from '@/lib/appointments/owner-time-zone'
import { getReminderSettings } from '@/lib/appointments/reminder-settings'
import { requireOwner } from '@/lib/auth/session'
import { listBlocksAhead } from '@/lib/availability/blocks'
import { getAutoReplySettings } from '@/lib/inquiries/settings'

export const metadata: Metadata = { title: 'Gigs' }

export default async function GigsPage() {
  const user = await requireOwner()
  const [appointments, timeZone, reminders, calendarFeed, autoReply, blocks] = await Promise.all([
    listAppointments({ user }),
    ownerTimeZone(user.id),
    getReminderSettings({ user }),
    getCalendarFeed({ user }),
    getAutoReplySettings({ user }),
    listBlocksAhead({ user }),
  ])
  return (
    <GigsScreen
      initial={appointments}
      today={todayIn(timeZone)}
      reminders={reminders}
      calendarFeed={calendarFeed}
      autoReply={autoReply}
      blocks={blocks}
      timeZone={timeZone}
    />
  )
}
