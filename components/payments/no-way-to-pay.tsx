// Before an offer or a quote that asks for a deposit (a wedding's retainer) goes out: with card payments
// off and no other way to pay set, the client would have no way to pay it.
import { TriangleAlert } from 'lucide-react'
import Link from 'next/link'

export function NoWayToPay({ what }: { what: 'deposit' | 'retainer' }) {
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-amber-50 px-3 py-2.5 text-sm text-amber-950" role="alert">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Your client has no way to pay the {what}: card payments are off and you have set no bank details or other way to pay.{' '}
        <Link href="/dashboard/payments" className="font-semibold underline">
          Set up Payments
        </Link>
      </span>
    </p>
  )
}
