import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button-variants'

/** A reset link that can no longer be used: say so, and offer a new one. */
export function ResetLinkExpired({ message }: { message: string }) {
  return (
    <div className="space-y-4" role="alert">
      <p className="rounded-2xl bg-brand-50 px-4 py-3 text-[15px] leading-6 text-brand-900">{message}</p>
      <Link href="/forgot-password" className={buttonVariants({ size: 'lg', block: true })}>
        Send me a new link
      </Link>
    </div>
  )
}
