'use client'
// Clients: search as she types (name, mobile or e-mail), three orders, a tag, and each client's row with
// what matters at a glance: her next gig or when she was last seen, what she paid, and an allergy in red;
// the whole list in and out as CSV.
import { AlertTriangle, ClipboardList, Download, FileUp, Search, UserPlus } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { Segmented } from '@/components/gigs/segmented'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatDay } from '@/lib/appointments/describe'
import { SUGGESTED_TAGS, type ClientList, type ClientSort, type ClientSummary } from '@/lib/clients/schema'
import { formatPrice } from '@/lib/format/money'
import { clientsKey, useClients } from '@/lib/swr/use-clients'
import { cn } from '@/lib/ui/cn'
import { QuestionsSheet } from '@/components/consultations/questions-sheet'
import type { QuestionKey } from '@/lib/consultations/questions'
import { AddClientSheet } from './add-client-sheet'

/** Long enough to let a word be typed, short enough to feel like it answers each letter. */
const DEBOUNCE_MS = 200

const SORTS: { value: ClientSort; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'lastSeen', label: 'Last seen' },
  { value: 'totalPaid', label: 'Total paid' },
]

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value])
  return debounced
}

function whenLine(client: ClientSummary, today: string): string {
  if (client.nextGig) return client.nextGig === today ? 'Today' : `Next: ${formatDay(client.nextGig, 'EEE d MMM yyyy')}`
  if (client.lastSeen) return `Last seen ${formatDay(client.lastSeen, 'd MMM yyyy')}`
  return client.gigCount ? 'No gig booked yet' : 'No gigs yet'
}

export function ClientsScreen({ initial, today, questions: initialQuestions }: { initial: ClientList; today: string; questions: QuestionKey[] }) {
  const [text, setText] = useState('')
  const [sort, setSort] = useState<ClientSort>('upcoming')
  const [tag, setTag] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const [asking, setAsking] = useState(false)
  const [questions, setQuestions] = useState(initialQuestions)
  const q = useDebounced(text)
  const key = clientsKey({ q, sort, tag })
  const first = key === clientsKey({ q: '', sort: 'upcoming', tag: null })
  const { data, isLoading } = useClients(key, first ? initial : undefined)
  const clients = data?.clients ?? []
  const ownTags = [...new Set(initial.clients.flatMap((client) => client.tags))].filter((own) => !(SUGGESTED_TAGS as readonly string[]).includes(own))
  const tags = [...SUGGESTED_TAGS, ...ownTags]

  return (
    <DashboardPage
      title="Clients"
      actions={
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            <ClipboardList aria-hidden="true" /> Form
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" /> Add
          </Button>
        </div>
      }
    >
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name, mobile or email"
          aria-label="Search clients"
          className="pl-11"
          autoComplete="off"
        />
      </div>

      <div className="mt-3">
        <Segmented label="Order" options={SORTS} value={sort} onChange={setSort} />
      </div>

      <div className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1" role="group" aria-label="Tag">
        {[null, ...tags].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            aria-pressed={tag === option}
            onClick={() => setTag(option)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold',
              tag === option ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink',
            )}
          >
            {option ?? 'All'}
          </button>
        ))}
      </div>

      <ul className="mt-4 divide-y divide-line overflow-hidden rounded-card bg-white shadow-card" aria-label="Clients" aria-busy={isLoading}>
        {clients.map((client) => (
          <li key={client._id}>
            <Link href={`/dashboard/clients/${client._id}`} className="flex items-center gap-3 px-4 py-3 hover:bg-stone-50">
              <Avatar name={client.name} className="size-11 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1.5 font-semibold">
                  <span className="truncate">{client.name}</span>
                  {client.allergies || client.sensitivities ? (
                    <AlertTriangle className="size-4 shrink-0 text-danger" aria-label="Allergies or sensitivities" />
                  ) : null}
                </p>
                <p className="truncate text-sm text-muted">{whenLine(client, today)}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="text-sm font-semibold tabular-nums">{formatPrice(client.totalPaid)}</p>
                <p className="text-xs text-muted">paid</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {clients.length === 0 && !isLoading ? (
        <p className="mt-6 text-center text-[15px] text-muted">
          {q || tag ? 'No client matches that yet.' : 'Your clients appear here as they book, pay and review you. You can add one yourself too.'}
        </p>
      ) : null}

      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <Link href="/dashboard/clients/import">
            <FileUp aria-hidden="true" /> Import CSV
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href="/v1/clients/export" download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>

      <AddClientSheet open={adding} onOpenChange={setAdding} />
      <QuestionsSheet key={questions.join()} open={asking} onOpenChange={setAsking} questions={questions} onSaved={setQuestions} />
    </DashboardPage>
  )
}
