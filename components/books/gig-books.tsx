'use client'
// A gig's books: its invoice as a PDF (a tax invoice while she is registered for GST), to download or
// e-mail to the client, and the kilometres she drove for it, claimed at her rate per kilometre: typed, or
// the round trip to one of her travel zones in a tap (the gig's own zone, a wedding quote's, to start with).
import { Car, FileText, Mail } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { InvoiceAnswer } from '@/lib/appointments/payment-schema'
import type { MileageAnswer } from '@/lib/books/schema'
import { formatMoney } from '@/lib/format/money'
import { useGigMileage } from '@/lib/swr/use-gig-mileage'

/** `customerEmail`: where the invoice goes; without one it can only be downloaded. */
export function GigBooks({ appointmentId, customerEmail }: { appointmentId: string; customerEmail: string | null }) {
  const { data, mutate } = useGigMileage(appointmentId)
  const mileage = data?.mileage ?? null
  const zones = data?.zones ?? []
  const [km, setKm] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const { run, busyWith } = useMutation()
  const gigZone = zones.find((zone) => zone.name === data?.zone)
  const shown = km ?? (mileage ? String(mileage.km) : gigZone ? String(2 * gigZone.kmEachWay) : '')

  const save = async (event: FormEvent) => {
    event.preventDefault()
    // The schema (and zod) loads on the first save, not with the gig.
    const { mileageBody } = await import('@/lib/books/schema')
    const parsed = mileageBody.safeParse({ km: shown.trim() === '' ? 0 : Number(shown) })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    return run(
      async () => {
        const answer = await api<MileageAnswer>(`/v1/appointment/${appointmentId}/mileage`, { method: 'PUT', body: parsed.data })
        await mutate(answer, { revalidate: false })
        setKm(null)
        return answer
      },
      {
        success: (answer) => (answer.mileage ? `${answer.mileage.km} km logged: ${formatMoney(answer.mileage.cents)}` : 'Mileage removed'),
        fieldErrors: (fields) => setError(fields.km),
      },
    )
  }

  const emailInvoice = () =>
    run(() => api<InvoiceAnswer>(`/v1/appointment/${appointmentId}/invoice`, { method: 'POST' }), {
      key: 'invoice',
      success: (answer) => `Invoice ${answer.invoiceNumber} sent to ${answer.sentTo}`,
    })

  return (
    <section className="mt-4 space-y-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="books-heading">
      <h2 id="books-heading" className="font-display text-lg font-semibold">
        Invoice and mileage
      </h2>
      <a href={`/v1/appointment/${appointmentId}/invoice`} download className={buttonVariants({ variant: 'outline', size: 'lg', block: true })}>
        <FileText aria-hidden="true" /> Download the invoice (PDF)
      </a>
      {customerEmail ? (
        <Button variant="outline" size="lg" block loading={busyWith === 'invoice'} onClick={emailInvoice}>
          <Mail aria-hidden="true" /> E-mail the invoice
        </Button>
      ) : null}
      <form onSubmit={save} noValidate className="space-y-3">
        {zones.length ? (
          <div role="group" aria-label="Round trip to a travel zone" className="flex flex-wrap gap-2">
            {zones.map((zone) => {
              const roundTrip = String(2 * zone.kmEachWay)
              return (
                <Button
                  key={zone.name}
                  type="button"
                  variant={shown === roundTrip ? 'secondary' : 'outline'}
                  size="md"
                  className="max-w-full"
                  aria-label={`${zone.name}: ${roundTrip} km there and back`}
                  aria-pressed={shown === roundTrip}
                  onClick={() => {
                    setKm(roundTrip)
                    setError(undefined)
                  }}
                >
                  <span className="truncate">{zone.name}</span>
                  <span className="shrink-0 text-muted">{roundTrip} km</span>
                </Button>
              )
            })}
          </div>
        ) : null}
        <TextField
          id="gig-km"
          label="Kilometres driven"
          hint={
            mileage
              ? `${mileage.km} km at ${mileage.rateCents} c: ${formatMoney(mileage.cents)}`
              : gigZone
                ? `There and back to ${gigZone.name}, the quote’s zone.`
                : 'There and back, for your mileage claim.'
          }
          inputMode="numeric"
          value={shown}
          onChange={(event) => setKm(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="outline" size="lg" block>
          <Car aria-hidden="true" /> Save kilometres
        </Button>
      </form>
    </section>
  )
}
