'use client'
// A sheet listing the owner's service menu by category; a tap hands the entry back. Used by a gig's
// service lines, and meant for anything else that builds lines from the menu (quotes).
import { ChevronRight, Plus } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { SERVICES_PATH } from '@/lib/services/links'
import { durationLabel, groupByCategory, priceLabel } from '@/lib/services/menu'
import type { ServiceResponse } from '@/lib/services/schema'
import { useServices } from '@/lib/swr/use-services'

export function ServicePicker({
  open,
  onOpenChange,
  onPick,
  title = 'Choose a service',
  description = 'From your menu. You can still change the line after.',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onPick: (service: ServiceResponse) => void
  title?: ReactNode
  description?: ReactNode
}) {
  const { data: services, error, isLoading } = useServices()
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your menu" />
        </div>
      ) : error ? (
        <p className="py-6 text-center text-muted" role="alert">
          Your menu could not be loaded. Close this and try again.
        </p>
      ) : !services?.length ? (
        <div className="rounded-2xl bg-canvas px-5 py-6 text-center">
          <p className="font-semibold">Your menu is empty</p>
          <p className="mt-1 text-sm text-muted">Add your services once, with their prices and times, and fill gigs from them in one tap.</p>
          <Button asChild variant="secondary" className="mt-4">
            <Link href={SERVICES_PATH}>
              <Plus aria-hidden="true" /> Add services
            </Link>
          </Button>
        </div>
      ) : (
        <div className="space-y-5">
          {groupByCategory(services).map((group) => (
            <section key={group.category} aria-label={group.label}>
              <h3 className="mb-2 text-xs font-semibold tracking-[0.12em] text-muted uppercase">{group.label}</h3>
              <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line">
                {group.services.map((service) => (
                  <li key={service._id}>
                    <button
                      type="button"
                      onClick={() => {
                        onPick(service)
                        onOpenChange(false)
                      }}
                      className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-stone-50"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold wrap-anywhere">{service.name}</span>
                        <span className="block text-sm text-muted">{durationLabel(service.durationMinutes)}</span>
                      </span>
                      <span className="shrink-0 font-semibold">{priceLabel(service)}</span>
                      <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Sheet>
  )
}
