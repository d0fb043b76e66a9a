'use client'
// Calendar sync: the owner's private ICS address, to subscribe to from the phone's calendar app.
// Created, copied, replaced or turned off here.
import { CalendarPlus, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { CopyLink } from '@/components/ui/copy-link'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { CalendarFeedResponse } from '@/lib/appointments/reminder-schema'

const webcal = (url: string) => url.replace(/^https?:\/\//, 'webcal://')

export function CalendarFeedSheet({
  open,
  onOpenChange,
  feed,
  onChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  feed: CalendarFeedResponse
  onChange: (feed: CalendarFeedResponse) => void
}) {
  const { run, busyWith } = useMutation()
  const [confirm, setConfirm] = useState<'replace' | 'revoke' | null>(null)

  const change = (kind: 'create' | 'revoke', success: string) =>
    run(async () => onChange(await api<CalendarFeedResponse>('/v1/calendar-feed', { method: kind === 'create' ? 'POST' : 'DELETE' })), { key: kind, success })

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Calendar sync"
      description="Your gigs in your phone’s own calendar, kept up to date. The address is private: anyone who has it can see your gigs."
    >
      {feed.url ? (
        <div className="space-y-3">
          <CopyLink
            url={feed.url}
            copied="Calendar address copied"
            fallback="Could not copy: press and hold the address to copy it"
            testId="calendar-feed-url"
          />
          <Button asChild size="lg" block>
            <a href={webcal(feed.url)}>
              <CalendarPlus aria-hidden="true" /> Add to my calendar
            </a>
          </Button>
          <Button asChild variant="outline" size="lg" block>
            <a href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal(feed.url))}`} target="_blank" rel="noreferrer">
              Add to Google Calendar
            </a>
          </Button>
          <p className="px-1 text-sm text-muted">
            Calendar apps check for changes every hour or so. New gigs, changes and offers (marked “Offer”) show up by themselves.
          </p>
          <div className="flex justify-center gap-4 pt-1">
            <Button variant="link" loading={busyWith === 'create'} onClick={() => setConfirm('replace')}>
              <RefreshCw aria-hidden="true" /> New address
            </Button>
            <Button variant="link" className="text-danger" loading={busyWith === 'revoke'} onClick={() => setConfirm('revoke')}>
              Turn off
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-[15px]">Create your private calendar address, then add it to your calendar app once.</p>
          <Button size="lg" block loading={busyWith === 'create'} onClick={() => change('create', 'Calendar address created')}>
            <CalendarPlus aria-hidden="true" /> Create my calendar address
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => setConfirm(next ? confirm : null)}
        title={confirm === 'revoke' ? 'Turn calendar sync off?' : 'Make a new address?'}
        description={
          confirm === 'revoke'
            ? 'The address stops working: calendars that follow it stop getting your gigs.'
            : 'The current address stops working. Add the new one to your calendar again.'
        }
        confirmLabel={confirm === 'revoke' ? 'Turn off' : 'Make a new address'}
        destructive={confirm === 'revoke'}
        onConfirm={() => (confirm === 'revoke' ? change('revoke', 'Calendar sync turned off') : change('create', 'New calendar address created'))}
      />
    </Sheet>
  )
}
