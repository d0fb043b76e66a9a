// Today's "3 requests waiting, the oldest 5 h": booking requests with no offer yet.
import { Inbox } from 'lucide-react'
import Link from 'next/link'
import { waitingLine, type WaitingRequests as Waiting } from '@/lib/inquiries/waiting-line'

export function WaitingRequests({ waiting }: { waiting: Waiting }) {
  if (!waiting) return null
  return (
    <Link href="/dashboard/gigs" className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card" data-testid="waiting-requests">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Inbox className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold">{waitingLine(waiting)}</span>
        <span className="block text-sm text-muted">Clients often book the artist who answers first.</span>
      </span>
    </Link>
  )
}
