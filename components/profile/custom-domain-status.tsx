'use client'
// The owner's own domain after saving: waiting for proof (the two DNS records to add, "Check now"),
// connected, or not connected with the reason. The app also checks by itself every 10 minutes for 7 days.
import { Copy } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useCopy } from '@/components/ui/use-copy'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatInZone } from '@/lib/format/in-zone'
import { useProfile } from '@/lib/swr/use-profile'
import { cn } from '@/lib/ui/cn'
import type { DomainVerification } from '@/lib/users/schema'

const BADGES: Record<DomainVerification['status'], { label: string; className: string }> = {
  pending: { label: 'Waiting for DNS', className: 'bg-amber-50 text-amber-900' },
  verified: { label: 'Connected', className: 'bg-emerald-50 text-emerald-800' },
  failed: { label: 'Not connected', className: 'bg-red-50 text-danger' },
}

export function CustomDomainStatus({ initial }: { initial: DomainVerification }) {
  const [verification, setVerification] = useState(initial)
  const { run, busy: checking } = useMutation()
  const { domain, status, records, checkedAt, checkUntil, problem } = verification
  const badge = BADGES[status]
  // Times in the owner's time zone, the same on the server and in the browser.
  const { timeZone } = useProfile().user
  const dayAndTime = (iso: string) => formatInZone(iso, timeZone, 'd MMM, h:mm aaa')

  const checkNow = () =>
    run(
      async () => {
        const checked = await api<DomainVerification>('/v1/user/custom-domain/check', { method: 'POST' })
        setVerification(checked)
        return checked
      },
      { success: (checked) => (checked.status === 'verified' ? `${checked.domain} is connected` : undefined) },
    )

  const { copy: copyText } = useCopy()
  const copy = (value: string) => copyText(value, { success: 'Copied' })

  return (
    <section id="custom-domain-status" aria-label="Your domain" className="space-y-3 rounded-2xl bg-white p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold break-all">{domain}</p>
        <span role="status" className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', badge.className)}>
          {badge.label}
        </span>
      </div>

      {status === 'verified' ? (
        <p className="text-sm text-muted">Your website shows at {domain}.</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            To prove the domain is yours, add these two records at your domain provider. Your website shows at {domain} once we find them
            {status === 'pending' && checkUntil ? (
              <>
                : we check every 10 minutes until <time dateTime={checkUntil}>{dayAndTime(checkUntil)}</time>.
              </>
            ) : (
              '.'
            )}
          </p>
          <ul className="space-y-2">
            {records.map((record) => (
              <li key={record.type} className="rounded-xl border border-line p-3 text-sm">
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">{record.type} record</p>
                <dl className="mt-1 space-y-1">
                  {[
                    ['Name', record.name],
                    [record.type === 'TXT' ? 'Value' : 'Points to', record.value],
                  ].map(([label, value]) => (
                    <div key={label} className="flex items-center gap-2">
                      <dt className="w-16 shrink-0 text-muted">{label}</dt>
                      <dd className="min-w-0 flex-1 font-mono text-[13px] break-all">{value}</dd>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="-my-2 size-9"
                        aria-label={`Copy ${record.type} ${label.toLowerCase()}`}
                        onClick={() => copy(value)}
                      >
                        <Copy aria-hidden />
                      </Button>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          {problem ? <p className={cn('text-sm', status === 'failed' ? 'text-danger' : 'text-ink')}>{problem}</p> : null}
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-muted">{checkedAt ? `Last checked ${dayAndTime(checkedAt)}` : 'Not checked yet'}</span>
            <Button type="button" variant="secondary" size="sm" loading={checking} onClick={checkNow}>
              Check now
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
