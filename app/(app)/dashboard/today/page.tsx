import type { Metadata } from 'next'
import { TodayScreen } from '@/components/today/today-screen'
import { getChecklist } from '@/lib/checklist/get-checklist'
import { getWaitingRequests } from '@/lib/inquiries/waiting'
import { getTodayReviewLoop } from '@/lib/review-requests/today'
import { todayHeading } from '@/lib/ui/date-heading'
import { getOwner } from '@/lib/users/get-owner'
import { waitlistOnFreedDates } from '@/lib/waitlist/entries'

export const metadata: Metadata = { title: 'Today' }

export default async function TodayPage() {
  const { user, profile: owner, entitlements } = await getOwner()
  const [checklist, reviewLoop, waiting, waitlist] = await Promise.all([
    getChecklist({ user }),
    getTodayReviewLoop({ user }),
    getWaitingRequests({ user }),
    waitlistOnFreedDates({ user }),
  ])
  return (
    <div className="mx-auto w-full max-w-lg px-4 pt-5 pb-[calc(var(--spacing-tabs)+2rem)]">
      <TodayScreen
        initial={checklist}
        dateHeading={todayHeading(owner.timeZone)}
        businessName={owner.businessName ?? 'Your business'}
        showProBanner={!entitlements.pro}
        reviewLoop={reviewLoop}
        waiting={waiting}
        waitlist={waitlist}
      />
    </div>
  )
}
