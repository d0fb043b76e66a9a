// The wedding forms mark what they require: an asterisk on the label (hidden from screen readers) and
// `required` on the control, which they announce. Drawn to HTML on the server, as the page first is.
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QuoteBuilder } from '@/components/weddings/quote-builder'
import { NewWeddingForm } from '@/components/weddings/new-wedding-form'
import { toAppointmentResponse } from '@/lib/appointments/to-appointment-response'
import { newQuoteValues } from '@/lib/weddings/quote-defaults'
import { NO_FEE_RULES } from '@/lib/weddings/schema'
import { gigRow } from '../appointments/fixtures'

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} } as unknown as AppRouterInstance
const draw = (form: ReactNode) => renderToStaticMarkup(<AppRouterContext.Provider value={router}>{form}</AppRouterContext.Provider>)

/** Each label's text and whether it carries the asterisk, and whether its control is `required`. */
function labels(html: string) {
  const found = [...html.matchAll(/<label for="([^"]+)"[^>]*>(.*?)<\/label>(<span[^>]*aria-hidden="true">\*<\/span>)?/g)].map(([, id, inner, mark]) => {
    const control = html.match(new RegExp(`<(input|select|textarea|button)[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? ''
    return {
      // The label is the control's name: the asterisk stays beside it.
      label: inner,
      marked: Boolean(mark),
      required: /\srequired=""/.test(control),
      tag: control.slice(1).split(/\s/)[0],
    }
  })
  return found
}

describe('required fields', () => {
  it('are marked on the new-wedding form: every one of its fields', () => {
    const html = draw(<NewWeddingForm today="2026-11-30" />)
    expect(html).toContain('Fields marked <span class="text-brand-700">*</span> are required.')
    const fields = labels(html)
    expect(fields.map((field) => field.label)).toEqual(['Bride’s name', 'Email', 'Mobile', 'Wedding day', 'Ready by', 'Suburb or city'])
    expect(fields.filter((field) => !field.marked)).toEqual([])
    // The date picker is a button, which has no `required`: its label says so.
    expect(fields.filter((field) => field.tag !== 'button' && !field.required)).toEqual([])
  })

  it('are marked on the quote builder, and only they', () => {
    const gig = toAppointmentResponse(gigRow({ status: 'offered', readyBy: '10:30' }), { timeZone: 'Australia/Sydney' })
    const initial = newQuoteValues({
      services: gig.services,
      menu: [],
      usual: null,
      fromScratch: true,
      date: gig.date,
      readyBy: '10:30',
      artistCount: 1,
      today: '2026-11-30',
      ownerTiers: null,
    })
    const html = draw(
      <QuoteBuilder
        gig={gig}
        rules={NO_FEE_RULES}
        saved={null}
        initial={{ ...initial, trial: { date: '', time: { from: '10:00', to: '12:00' }, feeCents: 0, notes: '' } }}
        today="2026-11-30"
        timeZone="Australia/Sydney"
        menu={[]}
        noWayToPay={false}
      />,
    )
    const fields = labels(html)
    const marked = fields.filter((field) => field.marked).map((field) => field.label)
    expect(marked).toEqual(
      expect.arrayContaining(['Who', 'Service', 'Price each', 'Ready by', 'Artists', 'Date', 'From', 'To', 'Trial fee', 'Percent of the total']),
    )
    expect(fields.filter((field) => !field.marked).map((field) => field.label)).toEqual(
      expect.arrayContaining(['Time each', 'Break between sitters', 'Trial notes', 'A note to the bride', 'Your own terms']),
    )
    expect(fields.filter((field) => field.marked && field.tag !== 'button' && !field.required)).toEqual([])
    expect(fields.filter((field) => !field.marked && field.required)).toEqual([])
  })
})
