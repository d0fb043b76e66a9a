'use client'
// Gigs: the month calendar with markers (or her week: hours, gigs, travel and buffers, holds, blocks),
// Bookings/All, the upcoming gigs by day, and the search popup ('Previous Gigs'). Tapping a day opens
// that day's gigs with an add button. Cancelled gigs stay out of all of it, listed under their own filter.
import { BellRing, CalendarSync, ChevronRight, Clock, Gem, Heart, History, MessageCircleReply, Plus, Search } from 'lucide-react'
import Link from 'next/link'
import dynamic from 'next/dynamic'
import { useEffect, useState, type ReactNode } from 'react'
import { useSWRConfig } from 'swr'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { Button } from '@/components/ui/button'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { addDaysTo, dayIn } from '@/lib/appointments/dates'
import { monthOf, weekStartOf } from '@/lib/appointments/month-grid'
import { formatDay, holdsItsDate } from '@/lib/appointments/describe'
import { flattenByDate, groupByDate } from '@/lib/appointments/group-by-date'
import type { AppointmentsByDate } from '@/lib/appointments/response-schema'
import type { CalendarFeedResponse, ReminderSettingsResponse } from '@/lib/appointments/reminder-schema'
import type { BlockResponse } from '@/lib/availability/schema'
import { api } from '@/lib/api/client'
import { useAppointments } from '@/lib/swr/use-appointments'
import { useProfile } from '@/lib/swr/use-profile'
import { isWeekKey } from '@/lib/swr/use-week'
import { formatMoney } from '@/lib/format/money'
import { CancelledGigs } from './cancelled-gigs'
import { GigCalendar } from './gig-calendar'
import { GigCard } from './gig-card'
import { responseTimeText } from '@/lib/inquiries/response-time'
import type { AutoReplySettingsResponse } from '@/lib/inquiries/schema'
import { Segmented } from './segmented'

// A day's sheet loads when she first taps a day; her week's hours and travel when she switches to it.
const DaySheet = lazyPopup(
  () => import('./day-sheet').then((module) => module.DaySheet),
  (props) => props.day !== null,
)
const WeekView = dynamic(() => import('./week-view').then((module) => module.WeekView), { loading: () => <div className="h-96" aria-busy="true" /> })
// Settings and search load when first opened: their forms bring zod, react-hook-form and phone numbers.
const ReminderSettingsSheet = lazyPopup(() => import('./reminder-settings-sheet').then((module) => module.ReminderSettingsSheet))
const AutoReplySheet = lazyPopup(() => import('@/components/inquiries/auto-reply-sheet').then((module) => module.AutoReplySheet))
const CalendarFeedSheet = lazyPopup(() => import('./calendar-feed-sheet').then((module) => module.CalendarFeedSheet))
const SearchSheet = lazyPopup(() => import('./search-sheet').then((module) => module.SearchSheet))

type Filter = 'bookings' | 'all' | 'cancelled'
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'bookings', label: 'Bookings' },
  { value: 'all', label: 'All' },
  { value: 'cancelled', label: 'Cancelled' },
]

type CalendarView = 'month' | 'week'
const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
]

/** The days (her calendar's) a block covers any of, its last instant being the one before its end; a year's at most. */
function daysTouched(block: BlockResponse, timeZone: string): string[] {
  const last = dayIn(timeZone, new Date(Date.parse(block.endsAt) - 1))
  const days: string[] = []
  for (let day = dayIn(timeZone, new Date(block.startsAt)); day <= last && days.length < 400; day = addDaysTo(day, 1)) days.push(day)
  return days
}

const iconButton = 'flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-card hover:bg-stone-50'

export function GigsScreen({
  initial,
  today,
  reminders: initialReminders,
  calendarFeed: initialFeed,
  autoReply: initialAutoReply,
  blocks: initialBlocks,
  timeZone,
}: {
  initial: AppointmentsByDate
  today: string
  reminders: ReminderSettingsResponse
  calendarFeed: CalendarFeedResponse
  autoReply: AutoReplySettingsResponse
  /** Her days off and blocked times ahead, shown on their days. */
  blocks: BlockResponse[]
  timeZone: string
}) {
  const { data } = useAppointments(initial)
  const appointments = flattenByDate(data ?? initial)
  const [filter, setFilter] = useState<Filter>('all')
  const [month, setMonth] = useState(() => monthOf(today))
  const [day, setDay] = useState<string | null>(null)
  const [view, setView] = useState<CalendarView>('month')
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today))
  const [searching, setSearching] = useState(false)
  const [panel, setPanel] = useState<'reminders' | 'calendar' | 'autoReply' | null>(null)
  const [autoReply, setAutoReply] = useState(initialAutoReply)
  const [reminders, setReminders] = useState(initialReminders)
  const [feed, setFeed] = useState(initialFeed)
  const [blocks, setBlocks] = useState(initialBlocks)
  const panelProps = (name: 'reminders' | 'calendar' | 'autoReply') => ({ open: panel === name, onOpenChange: (open: boolean) => setPanel(open ? name : null) })
  const { mutate: refreshProfile } = useProfile()
  const { mutate } = useSWRConfig()
  const changeBlocks = (next: BlockResponse[]) => {
    setBlocks(next)
    void mutate(isWeekKey)
  }

  useEffect(() => {
    // Opening the gigs screen clears the booking notifications.
    api<{ cleared: number }>('/v1/appointment/requests-seen', { method: 'POST' })
      .then(({ cleared }) => (cleared ? refreshProfile() : undefined))
      .catch(() => undefined)
  }, [refreshProfile])

  const live = appointments.filter((appointment) => appointment.status !== 'cancelled')
  // A gig awaiting its deposit shows with the bookings: its date is held.
  const shown = filter === 'bookings' ? live.filter(holdsItsDate) : live
  const upcoming = groupByDate(shown.filter((appointment) => appointment.date >= today))
  const owed = appointments.filter((appointment) => appointment.status === 'booked' && !appointment.paid && appointment.remaining > 0)
  const owedCents = owed.reduce((total, appointment) => total + appointment.remaining, 0)
  const overdue = owed.filter((appointment) => appointment.overdue).length

  return (
    <DashboardPage
      title="Gigs"
      actions={
        <>
          <button type="button" className={iconButton} aria-label="Search gigs" onClick={() => setSearching(true)}>
            <Search className="size-5" aria-hidden="true" />
          </button>
          <Link href="/dashboard/gigs/new" className={iconButton} aria-label="Add a gig">
            <Plus className="size-5" aria-hidden="true" />
          </Link>
        </>
      }
    >
      {owed.length > 0 ? (
        <section className="mb-4 flex items-center justify-between gap-3 rounded-card bg-ink px-5 py-4 text-white" aria-label="Payments due">
          <div>
            <p className="text-sm text-white/70">Owed to you</p>
            <p className="font-display text-2xl font-semibold" data-testid="owed-total">
              {formatMoney(owedCents)}
            </p>
          </div>
          <p className="text-right text-sm text-white/80">
            {owed.length} unpaid {owed.length === 1 ? 'gig' : 'gigs'}
            {overdue ? (
              <span className="mt-1 block w-fit rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white ml-auto">{overdue} overdue</span>
            ) : null}
          </p>
        </section>
      ) : null}

      <Segmented label="Show" options={FILTERS} value={filter} onChange={setFilter} />

      {filter === 'cancelled' ? (
        <CancelledGigs appointments={appointments} />
      ) : (
        <>
          <section className="mt-4 rounded-card bg-white p-3 shadow-card" aria-label="Calendar">
            <div className="mb-2">
              <Segmented label="Calendar view" options={VIEWS} value={view} onChange={setView} />
            </div>
            {view === 'month' ? (
              <GigCalendar
                appointments={shown}
                blockedDays={blocks.flatMap((block) => daysTouched(block, timeZone))}
                today={today}
                month={month}
                onMonthChange={setMonth}
                onDayClick={setDay}
              />
            ) : (
              <WeekView start={weekStart} today={today} onStartChange={setWeekStart} onDayClick={setDay} />
            )}
          </section>

          <div className="mt-6 flex items-center justify-between">
            <h2 className="font-display text-xl font-semibold">Upcoming</h2>
            <Button variant="ghost" size="sm" onClick={() => setSearching(true)}>
              <History aria-hidden="true" /> Previous Gigs
            </Button>
          </div>

          {Object.keys(upcoming).length === 0 ? (
            <div className="mt-3 rounded-card bg-white p-6 text-center shadow-card">
              <p className="text-muted">{filter === 'bookings' ? 'No bookings coming up.' : 'Nothing coming up yet.'}</p>
              <Button asChild className="mt-4">
                <Link href="/dashboard/gigs/new">
                  <Plus aria-hidden="true" /> Add a gig
                </Link>
              </Button>
            </div>
          ) : (
            <div className="mt-2 space-y-5">
              {Object.entries(upcoming).map(([date, gigs]) => (
                <section key={date} aria-label={formatDay(date)}>
                  <h3 className="mb-2 text-sm font-semibold text-muted">
                    {date === today ? `Today · ${formatDay(date, 'EEEE d MMMM')}` : formatDay(date, 'EEEE d MMMM')}
                  </h3>
                  <div className="space-y-3">
                    {gigs.map((appointment) => (
                      <GigCard key={appointment._id} appointment={appointment} />
                    ))}
                  </div>
                </section>
              ))}
            </div>
          )}
        </>
      )}

      <section className="mt-8 divide-y divide-line overflow-hidden rounded-card bg-white shadow-card" aria-label="Settings">
        <SettingsRow
          icon={<BellRing className="size-5" aria-hidden="true" />}
          title="Reminders"
          detail={
            reminders.eventRemindersEnabled
              ? `${reminders.reminderBefore} ${reminders.reminderBefore === 1 ? 'day' : 'days'} before, by email${reminders.textRemindersEnabled ? ' and text' : ''}`
              : 'Off'
          }
          onClick={() => setPanel('reminders')}
        />
        <SettingsRow
          icon={<MessageCircleReply className="size-5" aria-hidden="true" />}
          title="Auto-reply"
          detail={autoReply.enabled ? `Booking requests hear from you at once; you usually reply ${responseTimeText(autoReply.responseHours)}` : 'Off'}
          onClick={() => setPanel('autoReply')}
        />
        <SettingsRow
          icon={<CalendarSync className="size-5" aria-hidden="true" />}
          title="Calendar sync"
          detail={feed.url ? 'On: your calendar app follows your gigs' : 'Show your gigs in your phone’s calendar'}
          onClick={() => setPanel('calendar')}
        />
        <Link href="/dashboard/gigs/availability" className={settingsRow}>
          <SettingsRowContent
            icon={<Clock className="size-5" aria-hidden="true" />}
            title="Availability"
            detail="Working hours and notice for instant bookings"
          />
        </Link>
        <Link href="/dashboard/gigs/new-wedding" className={settingsRow}>
          <SettingsRowContent
            icon={<Heart className="size-5" aria-hidden="true" />}
            title="New wedding quote"
            detail="Quote a bride from scratch: party, trial, fees, contract"
          />
        </Link>
        <Link href="/dashboard/gigs/fees" className={settingsRow}>
          <SettingsRowContent
            icon={<Gem className="size-5" aria-hidden="true" />}
            title="Wedding pricing"
            detail="Travel, early-start fees and your minimum, for quotes"
          />
        </Link>
      </section>
      <ReminderSettingsSheet {...panelProps('reminders')} settings={reminders} onSaved={setReminders} />
      <AutoReplySheet {...panelProps('autoReply')} settings={autoReply} onSaved={setAutoReply} />
      <CalendarFeedSheet {...panelProps('calendar')} feed={feed} onChange={setFeed} />

      <DaySheet
        day={day}
        appointments={shown}
        blocks={blocks}
        onBlocksChange={changeBlocks}
        timeZone={timeZone}
        onOpenChange={(open) => !open && setDay(null)}
      />
      <SearchSheet open={searching} onOpenChange={setSearching} appointments={appointments} />
    </DashboardPage>
  )
}

const settingsRow = 'flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left hover:bg-stone-50'

function SettingsRow({ onClick, ...content }: { icon: ReactNode; title: string; detail: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={settingsRow}>
      <SettingsRowContent {...content} />
    </button>
  )
}

function SettingsRowContent({ icon, title, detail }: { icon: ReactNode; title: string; detail: string }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block truncate text-sm text-muted">{detail}</span>
      </span>
      <ChevronRight className="size-5 text-muted" aria-hidden="true" />
    </>
  )
}
