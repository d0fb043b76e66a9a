'use client'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'

/**
 * A sheet's form posting one of a gig's creates (`/v1/appointment/{id}/{action}`, idempotent): the gig the
 * server answers goes to `onDone` (shown in place of the old one), the sheet closes, the toast is made from it.
 */
export function useGigAction(
  appointmentId: string,
  action: 'offer' | 'payment',
  { onDone, close }: { onDone: (updated: AppointmentResponse) => void; close: () => void },
) {
  const { run, idempotencyKey } = useMutation()
  return (body: unknown, success: (updated: AppointmentResponse) => string) =>
    run(
      async () => {
        const updated = await api<AppointmentResponse>(`/v1/appointment/${appointmentId}/${action}`, { method: 'POST', body, idempotencyKey })
        onDone(updated)
        close()
        return updated
      },
      { success },
    )
}
