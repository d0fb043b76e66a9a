import { Sparkles } from 'lucide-react'
import Link from 'next/link'
import { PRO_BANNER } from './pro-texts'

export function ProBanner() {
  return (
    <Link href="/dashboard/upgrade" className="flex items-center gap-3 rounded-card bg-ink px-4 py-3 text-white shadow-card">
      <Sparkles className="size-5 shrink-0 text-brand-300" aria-hidden="true" />
      <span className="flex-1 text-[15px] font-semibold">{PRO_BANNER}</span>
      <span className="text-sm text-brand-200">See Pro</span>
    </Link>
  )
}
