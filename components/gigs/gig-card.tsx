import { MapPin } from 'lucide-react'
import Link from 'next/link'
import { peopleCount } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { isNextDay, slotLabel } from '@/lib/appointments/slots'
import { cn } from '@/lib/ui/cn'
import { PaymentBadge, StatusBadge } from './gig-badges'

/** One gig in a list: when, who, what and where, its status and what it owes; taps open the gig. */
export function GigCard({ appointment, showDate, onOpen }: { appointment: AppointmentResponse; showDate?: string; onOpen?: () => void }) {
  const { time, services } = appointment
  return (
    <Link
      href={`/dashboard/gigs/${appointment._id}`}
      onClick={onOpen}
      data-testid="gig-card"
      className={cn('flex gap-3 rounded-card bg-white p-4 shadow-card transition active:scale-[0.99]', appointment.status === 'expired' && 'opacity-60')}
    >
      <div className="w-20 shrink-0 border-r border-line pr-2 text-sm leading-5 whitespace-nowrap">
        {showDate ? <p className="text-xs font-semibold text-brand-700">{showDate}</p> : null}
        <p className="font-semibold">{slotLabel(time.from)}</p>
        <p className="text-muted">
          {slotLabel(time.to)}
          {isNextDay(time.to) && !isNextDay(time.from) ? <span className="ml-0.5 align-super text-[10px] font-semibold text-brand-700">+1</span> : null}
        </p>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="truncate font-semibold">{appointment.customerName}</p>
          <StatusBadge appointment={appointment} />
        </div>
        <p className="truncate text-sm text-muted">
          {peopleCount(services)}
          {services[0] ? ` · ${services[0].subTitle}` : ''}
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-1 text-sm text-muted">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{appointment.location.city}</span>
          </p>
          <PaymentBadge appointment={appointment} />
        </div>
      </div>
    </Link>
  )
}
