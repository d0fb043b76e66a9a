'use client'
// The warning under a gig's times when another gig of the owner's takes some of them.
import { overlappingGig, overlapWarning } from '@/lib/appointments/overlap'
import { useAppointments } from '@/lib/swr/use-appointments'

export function OverlapWarning({ date, time, exceptId }: { date?: string; time?: { from?: string; to?: string }; exceptId?: string }) {
  const { data: gigs } = useAppointments()
  const overlap = overlappingGig(gigs, { date, time, exceptId })
  return overlap ? (
    <p className="-mt-1 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
      {overlapWarning(overlap)}
    </p>
  ) : null
}
