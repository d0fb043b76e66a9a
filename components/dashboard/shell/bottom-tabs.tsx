'use client'
import { Images, MessageSquareHeart, Globe, Sun, type LucideIcon } from 'lucide-react'
import Link, { useLinkStatus } from 'next/link'
import { usePathname } from 'next/navigation'
import { cn } from '@/lib/ui/cn'

const TABS = [
  {
    href: '/dashboard/today',
    label: 'Today',
    icon: Sun,
    match: ['/dashboard/today', '/dashboard/clients', '/dashboard/feature', '/dashboard/upgrade', '/dashboard/home'],
  },
  { href: '/dashboard/reviews', label: 'Reviews', icon: MessageSquareHeart, match: ['/dashboard/reviews', '/dashboard/manage-reviews'] },
  { href: '/dashboard/photos', label: 'Photos', icon: Images, match: ['/dashboard/photos'] },
  {
    href: '/dashboard/profile',
    label: 'Site',
    icon: Globe,
    match: ['/dashboard/profile', '/dashboard/edit-profile', '/dashboard/design', '/dashboard/preview'],
  },
]

/** A tab's icon: lit the moment it is tapped, and pulsing while its page is on the way. */
function TabIcon({ icon: Icon, active }: { icon: LucideIcon; active: boolean }) {
  const { pending } = useLinkStatus()
  return (
    <span
      className={cn(
        'flex h-8 w-14 items-center justify-center rounded-full transition-colors',
        (active || pending) && 'bg-brand-50',
        pending && 'animate-pulse text-brand-700',
      )}
    >
      <Icon className="size-[22px]" strokeWidth={active ? 2.4 : 1.9} aria-hidden="true" />
    </span>
  )
}

export function BottomTabs() {
  const pathname = usePathname()
  return (
    <nav aria-label="Main" data-bottom-tabs="" className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white">
      <ul className="safe-bottom mx-auto grid h-tabs max-w-lg grid-cols-4 pt-1.5">
        {TABS.map(({ href, label, icon, match }) => {
          const active = match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn('flex flex-col items-center gap-0.5 py-1 text-[11px] font-semibold', active ? 'text-brand-700' : 'text-stone-500')}
              >
                <TabIcon icon={icon} active={active} />
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
