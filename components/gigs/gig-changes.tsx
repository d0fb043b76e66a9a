'use client'
// Change of plans, at the foot of a gig: Reschedule and Cancel gig for a booked gig or an open offer,
// and Delete gig for one with no payment on record (a gig with payments is cancelled instead).
import { CalendarClock, CalendarX2, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { mutate } from 'swr'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { APPOINTMENTS_KEY } from '@/lib/swr/use-appointments'

// Its sheets load when first opened (their forms bring zod and react-hook-form).
const CancelGigSheet = lazyPopup(() => import('./cancel-gig-sheet').then((module) => module.CancelGigSheet))
const RescheduleSheet = lazyPopup(() => import('./reschedule-sheet').then((module) => module.RescheduleSheet))

type Panel = 'reschedule' | 'cancel' | 'delete' | null

export function GigChanges({
  appointment,
  today,
  onChange,
}: {
  appointment: AppointmentResponse
  today: string
  onChange: (appointment: AppointmentResponse) => void
}) {
  const router = useRouter()
  const [panel, setPanel] = useState<Panel>(null)
  const { run, busy: deleting } = useMutation()
  const live = appointment.status === 'booked' || appointment.status === 'awaitingDeposit' || appointment.status === 'offered'
  const deletable = appointment.payments.length === 0
  if (!live && !deletable) return null
  const toggle = (name: Panel) => (open: boolean) => setPanel(open ? name : null)

  const remove = () =>
    run(
      async () => {
        await api(`/v1/appointment/${appointment._id}`, { method: 'DELETE' })
        await mutate(APPOINTMENTS_KEY)
        router.replace('/dashboard/gigs')
      },
      { success: 'Gig deleted', keepBusy: true },
    )

  return (
    <section className="mt-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="changes-heading">
      <h2 id="changes-heading" className="font-display text-lg font-semibold">
        Change of plans
      </h2>
      {live ? (
        <>
          <p className="text-sm text-muted">
            Move it to another day, or call it off.{' '}
            {appointment.customerEmail ? `${appointment.customerName} is e-mailed either way.` : 'No e-mail is saved for the client.'}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={() => setPanel('reschedule')}>
              <CalendarClock aria-hidden="true" /> Reschedule
            </Button>
            <Button variant="outline" className="text-danger" onClick={() => setPanel('cancel')}>
              <CalendarX2 aria-hidden="true" /> Cancel gig
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">Nothing was paid for this gig, so it can go for good.</p>
      )}
      {deletable ? (
        <div className="mt-2 flex justify-center">
          <Button variant="link" className="text-danger" loading={deleting} onClick={() => setPanel('delete')}>
            <Trash2 aria-hidden="true" /> Delete gig
          </Button>
        </div>
      ) : null}
      {live ? (
        <>
          <RescheduleSheet open={panel === 'reschedule'} onOpenChange={toggle('reschedule')} appointment={appointment} today={today} onRescheduled={onChange} />
          <CancelGigSheet open={panel === 'cancel'} onOpenChange={toggle('cancel')} appointment={appointment} onCancelled={onChange} />
        </>
      ) : null}
      <ConfirmDialog
        open={panel === 'delete'}
        onOpenChange={toggle('delete')}
        title="Delete this gig?"
        description="It goes for good, with its details and photos. Nothing was paid, so there is nothing to refund, and the client is not e-mailed."
        confirmLabel="Delete gig"
        destructive
        onConfirm={remove}
      />
    </section>
  )
}
