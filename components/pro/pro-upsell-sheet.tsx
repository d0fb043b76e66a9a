'use client'
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { PRO_LATER, proNotice } from './pro-texts'

/** Where a Pro feature is tapped without Pro: the notice and the way to the upsell. */
export function ProUpsellSheet({
  open,
  onOpenChange,
  feature,
  hadTrial,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  feature: string
  hadTrial: boolean
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={`${feature} is a Pro feature`} description={proNotice(hadTrial)}>
      <div className="space-y-2 pt-2">
        <Button asChild size="lg" block>
          <Link href="/dashboard/upgrade">{hadTrial ? 'Upgrade to Pro' : 'Try Pro - free for 14 days'}</Link>
        </Button>
        <Button variant="ghost" block onClick={() => onOpenChange(false)}>
          {PRO_LATER}
        </Button>
      </div>
    </Sheet>
  )
}
