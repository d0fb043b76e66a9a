// The books: her tax details, the Money screen's figures, expenses and mileage.
import { z } from 'zod'
import { cents, day, imageUrl, optionalText } from '@/lib/appointments/schema'
import { abnDigits, isValidAbn } from './abn'
import { PERIOD_KINDS } from './periods'

/** PUT /v1/tax-details: the name and numbers on her documents, and whether they are tax invoices. */
export const taxDetailsBody = z
  .object({
    legalName: optionalText(120, 'Keep the legal name under 120 characters'),
    abn: z
      .string({ error: 'Please enter your ABN' })
      .trim()
      .max(20, 'An ABN has 11 digits')
      .nullish()
      .transform((value) => (value ? abnDigits(value) : null))
      .refine((value) => value === null || isValidAbn(value), 'This ABN is not valid: please check its 11 digits'),
    gstRegistered: z.boolean({ error: 'Say whether you are registered for GST' }),
    gstRegisteredFrom: day('Please choose the day your GST registration started').nullish(),
    offlineReceipts: z.boolean({ error: 'Say whether cash and transfers get a receipt' }),
    mileageRateCents: z
      .number({ error: 'Please enter the rate in cents per kilometre' })
      .int('Please enter whole cents')
      .min(1, 'Please enter the rate in cents per kilometre')
      .max(500, 'That rate is too high'),
  })
  .superRefine((value, context) => {
    if (value.gstRegistered && !value.abn) context.addIssue({ code: 'custom', path: ['abn'], message: 'Add your ABN to charge GST' })
    if (value.gstRegistered && !value.gstRegisteredFrom)
      context.addIssue({ code: 'custom', path: ['gstRegisteredFrom'], message: 'Please choose the day your GST registration started' })
  })
export type TaxDetailsBody = z.infer<typeof taxDetailsBody>

export const taxDetailsResponse = z.object({
  legalName: z.string().nullable(),
  /** As the ATO writes it: "51 824 753 556". */
  abn: z.string().nullable(),
  gstRegistered: z.boolean(),
  gstRegisteredFrom: z.string().nullable(),
  offlineReceipts: z.boolean(),
  mileageRateCents: z.number().int(),
})
export type TaxDetailsResponse = z.infer<typeof taxDetailsResponse>

export const periodKind = z.enum(PERIOD_KINDS, { error: 'Please choose a month, a quarter or a financial year' })

/** GET /v1/books: the period of `kind` holding `day` (today when left out). */
export const moneyQuery = z.object({
  period: periodKind.default('quarter'),
  day: day('Please choose a valid date').optional(),
})
export type MoneyQuery = z.infer<typeof moneyQuery>

export const EXPORT_FORMATS = ['csv', 'xero'] as const
/** GET /v1/books/export: the period's payments and refunds as a CSV, or as invoices Xero imports. */
export const moneyExportQuery = moneyQuery.extend({ format: z.enum(EXPORT_FORMATS, { error: 'Please choose CSV or Xero' }).default('csv') })
export type MoneyExportQuery = z.infer<typeof moneyExportQuery>

export const EXPENSE_CATEGORIES = ['kit', 'travel', 'parking', 'education', 'fees', 'other'] as const
export const expenseCategory = z.enum(EXPENSE_CATEGORIES, { error: 'Please choose a category' })
export type ExpenseCategory = z.infer<typeof expenseCategory>
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  kit: 'Kit',
  travel: 'Travel',
  parking: 'Parking',
  education: 'Education',
  fees: 'Fees',
  other: 'Other',
}

/** POST /v1/expense and PUT /v1/expense/{id}: what she spent, on what, when (today if left out), with the receipt's photo. */
export const expenseBody = z.object({
  amount: cents().refine((value) => value > 0, 'Please enter the amount spent'),
  category: expenseCategory,
  spentOn: day('Please choose a valid date').optional(),
  note: optionalText(200, 'Keep the note under 200 characters'),
  photo: imageUrl.nullish(),
  /** The price includes GST she can claim back (only counted while she is registered). */
  gstIncluded: z.boolean().default(true),
})
export type ExpenseBody = z.infer<typeof expenseBody>

export const expenseResponse = z.object({
  _id: z.string(),
  spentOn: z.string(),
  category: expenseCategory,
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  gstIncluded: z.boolean(),
  note: z.string().nullable(),
  photo: z.string().nullable(),
})
export type ExpenseResponse = z.infer<typeof expenseResponse>

export const expenseIdParams = z.object({ expenseId: z.string().min(1).max(64) })

/** PUT /v1/appointment/{id}/mileage: the kilometres driven for the gig (0 clears it). */
export const mileageBody = z.object({
  km: z
    .number({ error: 'Please enter the kilometres driven' })
    .int('Please enter whole kilometres')
    .min(0, 'Please enter the kilometres driven')
    .max(5000, 'That is more than 5,000 km'),
})
export type MileageBody = z.infer<typeof mileageBody>

export const mileageResponse = z.object({
  appointmentId: z.string(),
  customerName: z.string(),
  drivenOn: z.string(),
  km: z.number().int(),
  rateCents: z.number().int(),
  cents: z.number().int(),
})
export type MileageResponse = z.infer<typeof mileageResponse>
/** One of her travel zones with its distance: a tap logs the round trip. */
export const mileageZone = z.object({ name: z.string(), kmEachWay: z.number().int() })
export type MileageZone = z.infer<typeof mileageZone>
export const mileageAnswer = z.object({
  mileage: mileageResponse.nullable(),
  /** Her travel zones that have a distance. */
  zones: z.array(mileageZone),
  /** The gig's own zone (its wedding quote's), when it is one of those. */
  zone: z.string().nullable(),
})
export type MileageAnswer = z.infer<typeof mileageAnswer>

const amountRow = z.object({ name: z.string(), cents: z.number().int() })

export const moneyReport = z.object({
  period: z.object({
    kind: periodKind,
    start: z.string(),
    end: z.string(),
    label: z.string(),
    previous: z.string(),
    next: z.string(),
  }),
  /** "GST" while she is registered; null: no tax figures. */
  taxName: z.string().nullable(),
  /** `cardFeesCents`: what Stripe took from the period's card payments, as far as it has reported. */
  income: z.object({ receivedCents: z.number().int(), refundedCents: z.number().int(), netCents: z.number().int(), cardFeesCents: z.number().int() }),
  byMonth: z.array(z.object({ month: z.string(), label: z.string(), cents: z.number().int() })),
  byService: z.array(amountRow),
  byMethod: z.array(amountRow),
  /** Booked gigs' prices not paid yet, today. */
  owed: z.object({ cents: z.number().int(), gigs: z.number().int() }),
  /** The BAS boxes for the period: G1 total sales (GST included), 1A GST on sales, 1B GST on purchases (her expenses' and her card fees' credits). */
  bas: z
    .object({
      g1Cents: z.number().int(),
      gstOnSalesCents: z.number().int(),
      gstOnPurchasesCents: z.number().int(),
      gstOnExpensesCents: z.number().int(),
      gstOnCardFeesCents: z.number().int(),
    })
    .nullable(),
  expenses: z.object({ totalCents: z.number().int(), gstCents: z.number().int(), items: z.array(expenseResponse) }),
  mileage: z.object({ km: z.number().int(), cents: z.number().int(), items: z.array(mileageResponse) }),
  /** Income less expenses, mileage and card fees; GST is set aside from income, expenses and card fees while she is registered. */
  profit: z.object({
    incomeCents: z.number().int(),
    expensesCents: z.number().int(),
    mileageCents: z.number().int(),
    cardFeesCents: z.number().int(),
    profitCents: z.number().int(),
  }),
})
export type MoneyReport = z.infer<typeof moneyReport>
