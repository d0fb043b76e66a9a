import { statusLabel } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { cn } from '@/lib/ui/cn'
import { formatMoney } from '@/lib/format/money'

const pill = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'

const STATUS_STYLES: Record<string, string> = {
  Booked: 'bg-emerald-50 text-emerald-800',
  'Offer sent': 'bg-amber-50 text-amber-900',
  'Awaiting deposit': 'bg-sky-50 text-sky-900',
  'Awaiting retainer': 'bg-sky-50 text-sky-900',
  'New request': 'bg-brand-100 text-brand-800',
  Expired: 'bg-stone-100 text-stone-600',
  Withdrawn: 'bg-stone-100 text-stone-600',
  Cancelled: 'bg-red-100 text-red-800',
}

export function StatusBadge({ appointment, className }: { appointment: Pick<AppointmentResponse, 'status' | 'offer' | 'depositName'>; className?: string }) {
  const label = statusLabel(appointment)
  return <span className={cn(pill, STATUS_STYLES[label], className)}>{label}</span>
}

/** Paid, Overdue or what is still due; only booked gigs owe anything, and a free gig nothing. */
export function PaymentBadge({
  appointment,
  className,
}: {
  appointment: Pick<AppointmentResponse, 'status' | 'paid' | 'overdue' | 'remaining'>
  className?: string
}) {
  if (appointment.status !== 'booked') return null
  if (appointment.paid) return <span className={cn(pill, 'bg-emerald-700 text-white', className)}>Paid</span>
  if (appointment.remaining === 0) return null
  if (appointment.overdue) return <span className={cn(pill, 'bg-danger text-white', className)}>Overdue</span>
  return <span className={cn(pill, 'bg-stone-100 text-ink', className)}>{formatMoney(appointment.remaining)} due</span>
}
