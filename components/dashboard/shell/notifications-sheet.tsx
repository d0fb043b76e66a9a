'use client'
import { Bell, CalendarHeart, Gift, Images, Star } from 'lucide-react'
import Link from 'next/link'
import { Sheet } from '@/components/ui/sheet'
import { Button } from '@/components/ui/button'
import { smallPhotoSrc } from '@/lib/images/photo'
import type { UserResponse } from '@/lib/users/schema'

type Notification = UserResponse['notifications'][number]

/** What each notification type says and where its button goes (spec: instagram, freeMonth, review). */
const KINDS: Record<Notification['type'], { title: string; icon: typeof Bell; button: string; href: string }> = {
  instagram: { title: 'New photos to add', icon: Images, button: 'More', href: '/dashboard/photos' },
  freeMonth: { title: "You've got a free month", icon: Gift, button: 'View', href: '/dashboard/upgrade' },
  review: { title: 'New review', icon: Star, button: 'More', href: '/dashboard/reviews' },
  booking: { title: 'Bookings', icon: CalendarHeart, button: 'More', href: '/dashboard/gigs' },
}

export function NotificationsSheet({
  open,
  onOpenChange,
  notifications,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  notifications: Notification[]
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Notifications">
      {notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-center text-muted">
          <Bell className="size-8" aria-hidden="true" />
          <p>You&apos;re all caught up.</p>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {notifications.map((notification) => {
            const kind = KINDS[notification.type]
            const Icon = kind.icon
            return (
              <li key={notification._id} className="flex items-center gap-3 py-3">
                {notification.img ? (
                  // eslint-disable-next-line @next/next/no-img-element -- thumbnails from storage
                  <img src={smallPhotoSrc(notification.img)} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
                ) : (
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{kind.title}</span>
                  {notification.message && notification.message !== kind.title ? (
                    <span className="block truncate text-sm text-muted">{notification.message}</span>
                  ) : null}
                </span>
                <Button asChild size="sm" variant="secondary" onClick={() => onOpenChange(false)}>
                  <Link href={notification.link ?? kind.href}>{kind.button}</Link>
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </Sheet>
  )
}
