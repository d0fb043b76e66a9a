'use client'
import { Ban, CalendarPlus, Undo2 } from 'lucide-react'
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { addDaysTo, startOfDayIn } from '@/lib/appointments/dates'
import { formatDay } from '@/lib/appointments/describe'
import { weekStartOf } from '@/lib/appointments/month-grid'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import type { BlockResponse } from '@/lib/availability/schema'
import { useWeek } from '@/lib/swr/use-week'
import { GigCard } from './gig-card'
import { axisOf, DayPlan, workingHours } from './week-view'

/**
 * A day of the calendar: her hours and what takes her time (travel and buffers, holds, her other
 * calendar) as a bar, its gigs, whether clients can book it, and buttons to add a gig or block the day.
 */
export function DaySheet({
  day,
  appointments,
  blocks,
  onBlocksChange,
  timeZone,
  onOpenChange,
}: {
  day: string | null
  appointments: AppointmentResponse[]
  /** Her days off and blocked times ahead. */
  blocks: BlockResponse[]
  onBlocksChange: (blocks: BlockResponse[]) => void
  timeZone: string
  onOpenChange: (open: boolean) => void
}) {
  const { run, busyWith } = useMutation()
  const { data: week } = useWeek(day ? weekStartOf(day) : null)
  const plan = week?.days.find((entry) => entry.date === day)
  const gigs = day ? appointments.filter((appointment) => appointment.date === day) : []
  const dayStart = day ? startOfDayIn(day, timeZone) : null
  const dayEnd = day ? startOfDayIn(addDaysTo(day, 1), timeZone) : null
  const blocked =
    dayStart && dayEnd ? blocks.filter((block) => Date.parse(block.startsAt) < dayEnd.getTime() && Date.parse(block.endsAt) > dayStart.getTime()) : []

  const blockDay = () =>
    run(
      async () => {
        const block = await api<BlockResponse>('/v1/availability/block', {
          method: 'POST',
          body: { startsAt: dayStart!.toISOString(), endsAt: dayEnd!.toISOString(), label: 'Day off' },
        })
        onBlocksChange([...blocks, block])
      },
      { key: 'block', success: 'Day blocked: clients cannot book it' },
    )
  const unblock = (block: BlockResponse) =>
    run(
      async () => {
        await api(`/v1/availability/block/${block._id}`, { method: 'DELETE' })
        onBlocksChange(blocks.filter((entry) => entry._id !== block._id))
      },
      { key: block._id, success: 'Clients can book this day again' },
    )

  return (
    <Sheet
      open={day !== null}
      onOpenChange={onOpenChange}
      title={day ? formatDay(day, 'EEEE d MMMM') : ''}
      description={gigs.length === 0 ? 'Nothing booked on this day yet.' : `${gigs.length} ${gigs.length === 1 ? 'gig' : 'gigs'}`}
    >
      {plan ? (
        <section className="mb-4" aria-label="Your day" data-testid="day-plan">
          <p className="mb-1 text-sm text-muted">{plan.hours.length ? `Working ${workingHours(plan)}` : 'Not working'}</p>
          <DayPlan day={plan} axis={axisOf([plan])} lineKinds={['travel', 'hold', 'busy']} />
        </section>
      ) : null}
      {blocked.length > 0 ? (
        <ul className="mb-4 space-y-2" aria-label="Blocked">
          {blocked.map((block) => (
            <li key={block._id} className="flex items-center justify-between gap-3 rounded-2xl bg-stone-50 py-2 pr-2 pl-4" data-testid="day-block">
              <span className="flex items-center gap-2 font-semibold">
                <Ban className="size-5 text-danger" aria-hidden="true" />
                {block.label ?? 'Blocked'}: no instant bookings
              </span>
              <Button type="button" variant="ghost" className="min-h-11" loading={busyWith === block._id} onClick={() => unblock(block)}>
                <Undo2 aria-hidden="true" /> Unblock
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {gigs.length > 0 ? (
        <div className="space-y-3">
          {gigs.map((appointment) => (
            <GigCard key={appointment._id} appointment={appointment} />
          ))}
        </div>
      ) : null}
      <Button asChild size="lg" block className="mt-4">
        <Link href={`/dashboard/gigs/new?date=${day ?? ''}`}>
          <CalendarPlus aria-hidden="true" /> Add a gig on this day
        </Link>
      </Button>
      {blocked.length === 0 ? (
        <Button type="button" variant="outline" size="lg" block className="mt-3" loading={busyWith === 'block'} onClick={blockDay}>
          <Ban aria-hidden="true" /> Block this day
        </Button>
      ) : null}
    </Sheet>
  )
}
