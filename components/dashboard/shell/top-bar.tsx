'use client'
import { Bell, CalendarDays, Menu } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { api } from '@/lib/api/client'
import { useProfile } from '@/lib/swr/use-profile'
import type { UserResponse } from '@/lib/users/schema'

// Both sheets (and the menu's sign-out, next-auth's client) load when first opened.
const MenuSheet = lazyPopup(() => import('./menu-sheet').then((module) => module.MenuSheet))
const NotificationsSheet = lazyPopup(() => import('./notifications-sheet').then((module) => module.NotificationsSheet))

const iconButton = 'relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-stone-100'

type Notification = UserResponse['notifications'][number]

export function TopBar() {
  const { user, mutate } = useProfile()
  const [menuOpen, setMenuOpen] = useState(false)
  // What the list shows while open: opening marks it seen, so the badge clears but the list stays.
  const [shown, setShown] = useState<Notification[] | null>(null)
  const count = user.notifications.length

  function openNotifications() {
    const notifications = user.notifications
    setShown(notifications)
    if (notifications.length === 0) return
    api('/v1/notification/mark-as-seen', { method: 'POST', body: { ids: notifications.map((n) => n._id) } })
      .then(() => mutate())
      .catch(() => undefined)
  }

  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-lg items-center gap-2 px-3">
        <Link href="/dashboard/profile" className="flex h-11 min-w-0 flex-1 items-center gap-2.5 rounded-full pr-2">
          <Avatar name={user.businessName ?? user.email} src={user.profileImg} className="size-9" />
          <span className="truncate font-display text-lg font-semibold">{user.businessName ?? 'Glowfolio'}</span>
        </Link>
        <Link href="/dashboard/gigs" className={iconButton} aria-label="Gigs">
          <CalendarDays className="size-[22px]" aria-hidden="true" />
        </Link>
        <button type="button" className={iconButton} aria-label={count ? `Notifications, ${count} new` : 'Notifications'} onClick={openNotifications}>
          <Bell className="size-[22px]" aria-hidden="true" />
          {count ? (
            <span
              className="absolute top-1 right-1 flex min-w-[18px] items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-[18px] font-bold text-white"
              aria-hidden="true"
            >
              {count > 9 ? '9+' : count}
            </span>
          ) : null}
        </button>
        <button type="button" className={iconButton} aria-label="Menu" onClick={() => setMenuOpen(true)}>
          <Menu className="size-[22px]" aria-hidden="true" />
        </button>
      </div>
      <NotificationsSheet open={shown !== null} onOpenChange={(open) => (open ? openNotifications() : setShown(null))} notifications={shown ?? []} />
      <MenuSheet open={menuOpen} onOpenChange={setMenuOpen} user={user} />
    </header>
  )
}
