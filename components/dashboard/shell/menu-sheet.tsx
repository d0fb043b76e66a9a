'use client'
import {
  Bell,
  CalendarDays,
  Contact,
  CreditCard,
  ExternalLink,
  LifeBuoy,
  LogOut,
  MonitorSmartphone,
  Palette,
  Receipt,
  ShieldCheck,
  Sparkles,
  UserRound,
  Wallet,
} from 'lucide-react'
import { signOut } from 'next-auth/react'
import Link from 'next/link'
import { forgetThisDevice } from '@/components/push/push-browser'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { UserResponse } from '@/lib/users/schema'

export function MenuSheet({ open, onOpenChange, user }: { open: boolean; onOpenChange: (open: boolean) => void; user: UserResponse }) {
  const close = () => onOpenChange(false)
  const { run } = useMutation()
  // Ends every login of this owner (other phones, other browsers, API tokens), then this browser's cookie.
  const logOutEverywhere = () =>
    run(async () => {
      await forgetThisDevice(user._id)
      await api('/v1/auth/logout-everywhere', { method: 'POST' })
      await signOut({ callbackUrl: '/landing' })
    })
  const logOut = async () => {
    await forgetThisDevice(user._id)
    await signOut({ callbackUrl: '/landing' })
  }
  const links = [
    { href: '/dashboard/edit-profile', label: 'Edit profile', icon: UserRound },
    { href: '/dashboard/design', label: 'Design', icon: Palette },
    { href: '/dashboard/gigs', label: 'Gigs', icon: CalendarDays },
    { href: '/dashboard/clients', label: 'Clients', icon: Contact },
    { href: '/dashboard/payments', label: 'Payments', icon: CreditCard },
    { href: '/dashboard/money', label: 'Money', icon: Wallet },
    { href: '/dashboard/upgrade', label: 'Glowfolio Pro', icon: Sparkles },
    { href: '/dashboard/billing', label: 'Billing', icon: Receipt },
    { href: '/dashboard/notifications', label: 'Notification settings', icon: Bell },
    { href: '/dashboard/account', label: 'Your account', icon: ShieldCheck },
    { href: '/dashboard/home', label: 'Help & support', icon: LifeBuoy },
  ]
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={user.businessName ?? 'Your business'} description={user.email}>
      <nav className="-mx-3 space-y-1">
        {user.website ? (
          <a href={user.website} target="_blank" rel="noreferrer" className="flex items-center gap-3 rounded-2xl px-3 py-3 font-semibold hover:bg-stone-50">
            <ExternalLink className="size-5 text-brand-700" aria-hidden="true" />
            View my website
          </a>
        ) : null}
        {links.map(({ href, label, icon: Icon }) => (
          <Link key={href} href={href} onClick={close} className="flex items-center gap-3 rounded-2xl px-3 py-3 font-semibold hover:bg-stone-50">
            <Icon className="size-5 text-brand-700" aria-hidden="true" />
            {label}
          </Link>
        ))}
        <div className="mx-3 my-2 h-px bg-line" aria-hidden="true" />
        <button type="button" onClick={logOut} className="flex w-full items-center gap-3 rounded-2xl px-3 py-3 font-semibold text-danger hover:bg-red-50">
          <LogOut className="size-5" aria-hidden="true" />
          Log out
        </button>
        <button
          type="button"
          onClick={logOutEverywhere}
          className="flex w-full items-center gap-3 rounded-2xl px-3 py-3 font-semibold text-danger hover:bg-red-50"
        >
          <MonitorSmartphone className="size-5" aria-hidden="true" />
          Log out everywhere
        </button>
      </nav>
    </Sheet>
  )
}
