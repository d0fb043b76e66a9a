'use client'
import { CalendarPlus } from 'lucide-react'
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { formatDay } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { GigCard } from './gig-card'

/** A day of the calendar: its gigs, and a button to add one on that day. */
export function DaySheet({
  day,
  appointments,
  onOpenChange,
}: {
  day: string | null
  appointments: AppointmentResponse[]
  onOpenChange: (open: boolean) => void
}) {
  const gigs = day ? appointments.filter((appointment) => appointment.date === day) : []
  return (
    <Sheet
      open={day !== null}
      onOpenChange={onOpenChange}
      title={day ? formatDay(day, 'EEEE d MMMM') : ''}
      description={gigs.length === 0 ? 'Nothing booked on this day yet.' : `${gigs.length} ${gigs.length === 1 ? 'gig' : 'gigs'}`}
    >
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
    </Sheet>
  )
}
