import { cn } from '@/lib/ui/cn'

/** The Glowfolio mark: a soft four-point glint in a rose disc. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn('size-9', className)} aria-hidden="true">
      <defs>
        <linearGradient id="glowfolio-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ea76a1" />
          <stop offset="1" stopColor="#a22655" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="20" fill="url(#glowfolio-mark)" />
      <path d="M20 8c1.2 6.6 5.4 10.8 12 12-6.6 1.2-10.8 5.4-12 12-1.2-6.6-5.4-10.8-12-12 6.6-1.2 10.8-5.4 12-12z" fill="#fff" />
    </svg>
  )
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="font-display text-2xl font-semibold tracking-tight text-ink">Glowfolio</span>
    </span>
  )
}
