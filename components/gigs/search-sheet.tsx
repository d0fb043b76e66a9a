'use client'
// The search popup: a text search over everything a gig holds, and the Offers/Booked/All filter.
import { Search } from 'lucide-react'
import { useState } from 'react'
import { Input } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { formatDay } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { matchesSearch, type SearchFilter } from '@/lib/appointments/search'
import { GigCard } from './gig-card'
import { Segmented } from './segmented'

const FILTERS: { value: SearchFilter; label: string }[] = [
  { value: 'offers', label: 'Offers' },
  { value: 'booked', label: 'Booked' },
  { value: 'all', label: 'All' },
]

export function SearchSheet({
  open,
  onOpenChange,
  appointments,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  appointments: AppointmentResponse[]
}) {
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<SearchFilter>('all')
  // Most recent first: 'Previous Gigs' opens here.
  const results = appointments.filter((appointment) => matchesSearch(appointment, query, filter)).toReversed()
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Search gigs" className="h-[92dvh]">
      <div className="sticky top-0 z-10 space-y-3 bg-white pb-3">
        <label className="relative block">
          <span className="sr-only">Search by name, place, service, date…</span>
          <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-400" aria-hidden="true" />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name, place, service, date…"
            className="pl-11"
            enterKeyHint="search"
          />
        </label>
        <Segmented label="Show" options={FILTERS} value={filter} onChange={setFilter} />
      </div>
      <p className="pb-2 text-sm text-muted" aria-live="polite">
        {results.length === 0 ? 'No gigs match.' : `${results.length} ${results.length === 1 ? 'gig' : 'gigs'}`}
      </p>
      <div className="space-y-3 pb-4">
        {results.map((appointment) => (
          <GigCard key={appointment._id} appointment={appointment} showDate={formatDay(appointment.date, 'd MMM yy')} />
        ))}
      </div>
    </Sheet>
  )
}
