import { format } from 'date-fns'
import { ChevronLeft } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getMailboxMessage, isDevMailboxEnabled } from '@/lib/mail/mailbox'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Dev mailbox', robots: { index: false } }

export default async function MailboxMessagePage({ params }: PageProps<'/dev/mailbox/[id]'>) {
  if (!isDevMailboxEnabled()) redirect('/not-found')
  const message = await getMailboxMessage((await params).id)
  if (!message) redirect('/not-found')
  const attachments = message.attachments as { filename: string; contentType: string }[]
  return (
    <main className="mx-auto max-w-2xl px-5 py-6">
      <Link
        href="/dev/mailbox"
        className="-ml-2 inline-flex h-10 items-center gap-1 rounded-full pr-3 pl-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ChevronLeft className="size-4" aria-hidden="true" /> All e-mails
      </Link>
      <h1 className="mt-3 font-display text-2xl font-semibold">{message.subject}</h1>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
        <dt>To</dt>
        <dd className="text-ink">{message.to}</dd>
        {message.replyTo ? (
          <>
            <dt>Reply to</dt>
            <dd className="text-ink">{message.replyTo}</dd>
          </>
        ) : null}
        <dt>Sent</dt>
        <dd>{format(message.createdAt, 'd MMM yyyy, HH:mm')}</dd>
        {attachments.length ? (
          <>
            <dt>Attached</dt>
            <dd>{attachments.map((a) => a.filename).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <iframe
        title={message.subject}
        srcDoc={message.html}
        sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        className="mt-5 h-[70dvh] w-full rounded-card border border-line bg-white"
      />
    </main>
  )
}
