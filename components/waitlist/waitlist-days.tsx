'use client'
// A freed date's waitlist: the clients who asked for it, in the order they asked, each one tap from an
// offer (her request opens again with the offer sheet, prefilled as she asked) or off the list.
import { CalendarHeart, Send } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatDay } from '@/lib/appointments/describe'
import type { WaitlistDay, WaitlistOfferAnswer } from '@/lib/waitlist/schema'

export function WaitlistDays({ days, heading }: { days: WaitlistDay[]; heading: 'today' | 'gig' }) {
  const router = useRouter()
  const { run, busyWith } = useMutation()
  const waiting = days.filter((day) => day.entries.length > 0)
  if (waiting.length === 0) return null

  const offer = (entryId: string) =>
    run(
      async () => {
        const { appointmentId } = await api<WaitlistOfferAnswer>(`/v1/waitlist/${entryId}/offer`, { method: 'POST' })
        router.push(`/dashboard/gigs/${appointmentId}?offer=1`)
      },
      { key: `offer-${entryId}`, keepBusy: true },
    )
  const remove = (entryId: string, name: string) =>
    run(() => api(`/v1/waitlist/${entryId}`, { method: 'DELETE' }), { key: `remove-${entryId}`, success: `${name} is off the waitlist`, refresh: true })

  return (
    <section aria-labelledby={`waitlist-${heading}`} className={heading === 'gig' ? 'mt-4 space-y-3' : 'space-y-3'} data-testid="waitlist">
      {waiting.map((day, index) => (
        <div key={day.date} className="rounded-card bg-white p-5 shadow-card">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <CalendarHeart className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 id={index === 0 ? `waitlist-${heading}` : undefined} className="font-display text-lg font-semibold">
                {formatDay(day.date, 'EEEE d MMMM')} is free again
              </h2>
              <p className="text-sm text-muted">
                {day.entries.length === 1 ? 'One client is' : `${day.entries.length} clients are`} on the waitlist, first come first.
              </p>
            </div>
          </div>
          <ol className="mt-4 divide-y divide-line">
            {day.entries.map((entry, position) => (
              <li key={entry._id} className="py-3 first:pt-0 last:pb-0" data-testid="waitlist-entry">
                <div className="flex items-center gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-stone-100 text-sm font-semibold text-muted">
                    {position + 1}
                  </span>
                  <Link
                    href={`/dashboard/clients/${entry.clientId}`}
                    className="min-h-11 min-w-0 flex-1 content-center truncate font-semibold underline-offset-4 hover:underline"
                  >
                    {entry.customerName}
                  </Link>
                  {entry.offeredAt ? (
                    <Link
                      href={`/dashboard/gigs/${entry.appointmentId}`}
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      Offer started
                    </Link>
                  ) : null}
                </div>
                {entry.offeredAt ? null : (
                  <div className="mt-2 flex items-center gap-3 pl-10">
                    <Button size="sm" className="h-11" loading={busyWith === `offer-${entry._id}`} onClick={() => offer(entry._id)}>
                      <Send aria-hidden="true" /> Send an offer
                    </Button>
                    <Button
                      variant="link"
                      size="sm"
                      className="h-11 text-muted"
                      loading={busyWith === `remove-${entry._id}`}
                      onClick={() => remove(entry._id, entry.customerName)}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  )
}
