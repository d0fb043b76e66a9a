'use client'
// Profile → Services: the owner's menu grouped by category, each entry's time and price; a tap edits it
// in a sheet, "Add a service" adds one. With nothing yet, it says what a menu is for.
import { ChevronRight, Clock, ListChecks, Plus, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { durationLabel, groupByCategory, priceLabel } from '@/lib/services/menu'
import { MAX_SERVICES, type ServiceResponse } from '@/lib/services/schema'
import { useServices } from '@/lib/swr/use-services'
import { ServiceSheet } from './service-sheet'

export function ServicesScreen({ initial }: { initial: ServiceResponse[] }) {
  const { data: services = initial, mutate } = useServices(initial)
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState<ServiceResponse | null>(null)
  const [dirty, setDirty] = useState(false)
  const unsaved = useUnsavedChanges(dirty)
  const full = services.length >= MAX_SERVICES

  const openSheet = (service: ServiceResponse | null) => {
    setEditing(service)
    setOpen(true)
  }
  const addButton = (
    <Button size="lg" block onClick={() => openSheet(null)} disabled={full}>
      <Plus aria-hidden="true" /> Add a service
    </Button>
  )

  return (
    <div className="space-y-5">
      {services.length === 0 ? (
        <section className="rounded-card bg-white px-5 py-7 text-center shadow-card" aria-labelledby="empty-heading">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Sparkles className="size-7" aria-hidden="true" />
          </span>
          <h2 id="empty-heading" className="mt-4 font-display text-xl font-semibold">
            Your price list starts here
          </h2>
          <p className="mt-2 text-[15px] text-muted">Add what you offer, from bridal makeup to lessons, with a price and how long each takes.</p>
          <ul className="mx-auto mt-4 max-w-xs space-y-2 text-left text-[15px]">
            <li className="flex gap-2">
              <ListChecks className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              Clients see your prices on your site before they ask.
            </li>
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              Fill a gig’s services, times and total in one tap.
            </li>
          </ul>
          <div className="mt-6">{addButton}</div>
        </section>
      ) : (
        <>
          <p className="text-[15px] text-muted">Shown on your site as a price list. Tap a service to change it.</p>
          {groupByCategory(services).map((group) => (
            <section key={group.category} aria-labelledby={`category-${group.category}`}>
              <h2 id={`category-${group.category}`} className="mb-2 px-1 text-xs font-semibold tracking-[0.12em] text-muted uppercase">
                {group.label}
              </h2>
              <ul className="divide-y divide-line overflow-hidden rounded-card bg-white shadow-card">
                {group.services.map((service) => (
                  <li key={service._id}>
                    <button type="button" onClick={() => openSheet(service)} className="flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-stone-50">
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold wrap-anywhere">{service.name}</span>
                        <span className="block text-sm text-muted">{durationLabel(service.durationMinutes)}</span>
                      </span>
                      <span className="shrink-0 font-semibold">{priceLabel(service)}</span>
                      <ChevronRight className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <div className="space-y-2 pt-1">
            {addButton}
            <p className="text-center text-sm text-muted">
              {full ? `Your menu is full: up to ${MAX_SERVICES} services. Delete one to add another.` : `${services.length} of ${MAX_SERVICES} services`}
            </p>
          </div>
        </>
      )}
      <ServiceSheet open={open} onOpenChange={setOpen} service={editing} onDirtyChange={setDirty} onChanged={() => mutate()} />
      {unsaved.dialog}
    </div>
  )
}
