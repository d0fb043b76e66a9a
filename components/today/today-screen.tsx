'use client'
import { ChevronRight, Contact } from 'lucide-react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { ProBanner } from '@/components/pro/pro-banner'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { Checklist, ChecklistEntry } from '@/lib/checklist/schema'
import type { WaitingRequests as Waiting } from '@/lib/inquiries/waiting-line'
import type { TodayReviewLoop } from '@/lib/review-requests/today'
import type { WaitlistDay } from '@/lib/waitlist/schema'
import { useChecklist } from '@/lib/swr/use-checklist'
import { ReviewLoop } from './review-loop'
import { WaitingRequests } from './waiting-requests'
import { Suggestions } from './suggestions'
import { SuccessChecklist } from './success-checklist'

// A freed date's waitlist is rare on Today: its code (with date-fns) loads only when there is one.
const WaitlistDays = dynamic(() => import('@/components/waitlist/waitlist-days').then((module) => module.WaitlistDays))

export function TodayScreen({
  initial,
  dateHeading,
  businessName,
  showProBanner,
  reviewLoop,
  waiting,
  waitlist,
}: {
  initial: Checklist
  dateHeading: string
  businessName: string
  showProBanner: boolean
  reviewLoop: TodayReviewLoop
  waiting: Waiting
  /** Dates freed by a cancelled gig, with the clients waiting for them. */
  waitlist: WaitlistDay[]
}) {
  const { data, mutate } = useChecklist(initial)
  const checklist = data ?? initial
  const { run } = useMutation()

  const change = (optimistic: Checklist, call: () => Promise<Checklist>) =>
    run(() => mutate(call, { optimisticData: optimistic, rollbackOnError: true, revalidate: false }))

  const dismiss = (entry: ChecklistEntry) =>
    change({ ...checklist, suggestions: checklist.suggestions.filter((s) => s._id !== entry._id) }, () =>
      api<Checklist>(`/v1/checklist/user/items/dismiss/${entry._id}?suggestion=true`, { method: 'PATCH', body: { status: 'dismissed' } }),
    )

  const toggle = (entry: ChecklistEntry) =>
    change({ ...checklist, checklistItems: checklist.checklistItems.map((c) => (c._id === entry._id ? { ...c, checked: !c.checked } : c)) }, () =>
      api<Checklist>(`/v1/checklist/user/items/${entry._id}`, { method: 'PATCH', body: { checked: !entry.checked } }),
    )

  return (
    <div className="space-y-7">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{dateHeading}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold">{businessName}</h1>
      </header>
      {waitlist.some((day) => day.entries.length > 0) ? <WaitlistDays days={waitlist} heading="today" /> : null}
      <WaitingRequests waiting={waiting} />
      <ReviewLoop loop={reviewLoop} />
      <Link href="/dashboard/clients" className="flex items-center gap-3 rounded-card bg-white px-4 py-3.5 font-semibold shadow-card hover:bg-stone-50">
        <Contact className="size-5 text-brand-700" aria-hidden="true" />
        <span className="flex-1">Your clients</span>
        <ChevronRight className="size-5 text-muted" aria-hidden="true" />
      </Link>
      <Suggestions suggestions={checklist.suggestions} onDismiss={dismiss} />
      <SuccessChecklist items={checklist.checklistItems} onToggle={toggle} />
      {showProBanner ? <ProBanner /> : null}
    </div>
  )
}
