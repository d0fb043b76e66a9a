// What the payment screens say about the server's payments: simulated (test mode), or off because
// no Stripe key is set on a production server (lib/payments/payments-mode.ts).
import { CircleAlert, FlaskConical } from 'lucide-react'
import { PAYMENTS_OFF_MESSAGE } from '@/lib/payments/payments-mode'

export const TEST_MODE_NOTE = 'Test mode: payments are simulated and no card is charged.'

export function TestModeNote() {
  return (
    <p className="flex items-center gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" /> {TEST_MODE_NOTE}
    </p>
  )
}

export function PaymentsOffNote() {
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-red-50 px-3 py-2 text-sm text-red-900" role="note">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {PAYMENTS_OFF_MESSAGE}
    </p>
  )
}
