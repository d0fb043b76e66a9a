// Her tax details, set in Payments settings: the legal name and ABN on her documents, GST registration
// (from which day her documents are tax invoices), receipts for offline payments, and her mileage rate.
import { fromDbDate, toDbDate } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { formatAbn } from './abn'
import { taxDetailsResponse, type TaxDetailsBody, type TaxDetailsResponse } from './schema'

export const taxColumns = {
  taxLegalName: true,
  abn: true,
  gstRegistered: true,
  gstRegisteredFrom: true,
  offlineReceipts: true,
  mileageRateCents: true,
} as const

type TaxColumns = {
  taxLegalName: string | null
  abn: string | null
  gstRegistered: boolean
  gstRegisteredFrom: Date | null
  offlineReceipts: boolean
  mileageRateCents: number
}

export const toTaxDetailsResponse = (owner: TaxColumns): TaxDetailsResponse =>
  taxDetailsResponse.parse({
    legalName: owner.taxLegalName,
    abn: owner.abn ? formatAbn(owner.abn) : null,
    gstRegistered: owner.gstRegistered,
    gstRegisteredFrom: owner.gstRegisteredFrom ? fromDbDate(owner.gstRegisteredFrom) : null,
    offlineReceipts: owner.offlineReceipts,
    mileageRateCents: owner.mileageRateCents,
  })

export async function getTaxDetails({ user }: { user: { id: string } }): Promise<TaxDetailsResponse> {
  return toTaxDetailsResponse(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: taxColumns }))
}

export async function updateTaxDetails({ user, input }: { user: { id: string }; input: TaxDetailsBody }): Promise<TaxDetailsResponse> {
  const owner = await prisma.user.update({
    where: { id: user.id },
    data: {
      taxLegalName: input.legalName,
      abn: input.abn,
      gstRegistered: input.gstRegistered,
      gstRegisteredFrom: input.gstRegistered && input.gstRegisteredFrom ? toDbDate(input.gstRegisteredFrom) : null,
      offlineReceipts: input.offlineReceipts,
      mileageRateCents: input.mileageRateCents,
    },
    select: taxColumns,
  })
  return toTaxDetailsResponse(owner)
}
