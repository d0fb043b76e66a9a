import { format } from 'date-fns'
import { Inbox } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { isDevMailboxEnabled, listMailbox } from '@/lib/mail/mailbox'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Dev mailbox', robots: { index: false } }

export default async function MailboxPage() {
  if (!isDevMailboxEnabled()) redirect('/not-found')
  const messages = await listMailbox()
  return (
    <main className="mx-auto max-w-2xl px-5 py-8">
      <h1 className="font-display text-3xl font-semibold">Dev mailbox</h1>
      <p className="mt-1 text-sm text-muted">No e-mail provider is configured, so every e-mail the app sends lands here.</p>
      {messages.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 text-center text-muted">
          <Inbox className="size-10" aria-hidden="true" />
          <p>No e-mails yet.</p>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-line overflow-hidden rounded-card bg-white shadow-card">
          {messages.map((message) => (
            <li key={message.id}>
              <Link href={`/dev/mailbox/${message.id}`} className="block px-4 py-3 hover:bg-stone-50">
                <span className="block truncate font-semibold">{message.subject}</span>
                <span className="mt-0.5 flex justify-between gap-3 text-sm text-muted">
                  <span className="truncate">To {message.to}</span>
                  <time dateTime={message.createdAt.toISOString()} className="shrink-0">
                    {format(message.createdAt, 'd MMM, HH:mm')}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
