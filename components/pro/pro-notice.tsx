import { Lock } from 'lucide-react'
import Link from 'next/link'
import { proNotice } from './pro-texts'

/** Shown where a Pro feature is locked; leads to the upsell. */
export function ProNotice({ hadTrial, feature }: { hadTrial: boolean; feature: string }) {
  return (
    <Link href="/dashboard/upgrade" className="flex items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-brand-900">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      <span className="text-sm">
        <strong>{feature} is a Pro feature.</strong> {proNotice(hadTrial)}
      </span>
    </Link>
  )
}
