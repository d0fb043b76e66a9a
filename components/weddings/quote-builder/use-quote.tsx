'use client'
// What every section of the quote builder shares: the form (react-hook-form's context), the gig and
// the owner's rules, and the day and total worked out live from the values.
import { createContext, useContext, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import type { ServiceResponse } from '@/lib/services/schema'
import { liveQuote } from '@/lib/weddings/quote-preview'
import type { FeeRules, QuoteBody, QuoteBodyInput } from '@/lib/weddings/schema'

export type QuoteSetting = {
  gig: AppointmentResponse
  rules: FeeRules
  /** "YYYY-MM-DD" in the owner's time zone: a trial run cannot be earlier. */
  today: string
  /** The owner's: the day is timed on her clock. */
  timeZone: string
  /** Her service menu: picking a service fills a row's price and time. */
  menu: ServiceResponse[]
}

const QuoteSettingContext = createContext<QuoteSetting | null>(null)

export function QuoteSettingProvider({ value, children }: { value: QuoteSetting; children: ReactNode }) {
  return <QuoteSettingContext.Provider value={value}>{children}</QuoteSettingContext.Provider>
}

export function useQuoteSetting(): QuoteSetting {
  const setting = useContext(QuoteSettingContext)
  if (!setting) throw new Error('A quote section must be inside the quote builder')
  return setting
}

/** The quote's form, typed: inside the builder's FormProvider. */
export const useQuoteForm = () => useFormContext<QuoteBodyInput, unknown, QuoteBody>()

/** The day, lines, total and retainer as the values stand now. */
export function useLiveQuote() {
  const { control } = useQuoteForm()
  const values = useWatch({ control }) as QuoteBodyInput
  const { gig, rules, timeZone } = useQuoteSetting()
  return liveQuote(values, gig, rules, timeZone)
}
