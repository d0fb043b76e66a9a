// A signed contract, for both sides: the terms exactly as signed, who signed and when (in the artist's
// time zone), and the SHA-256 of the terms. Shown as a page, downloaded as a PDF (contract-pdf.tsx) or as
// one self-contained HTML file (no fonts or images fetched). Earlier signatures stay listed, marked
// superseded. Where she signed from (address and browser) stays in the record and is the owner's alone:
// the client's page, e-mail and PDF never show it.
import { z } from 'zod'
import { fromDbDate } from '@/lib/appointments/dates'
import { formatDay } from '@/lib/appointments/describe'
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { formatInZone } from '@/lib/format/in-zone'
import { describeUserAgent } from '@/lib/format/user-agent'
import type { ContractSignature } from '@/lib/generated/prisma/client'
import { getOffer } from '@/lib/appointments/get-offer'

export const signedContractSchema = z.object({
  businessName: z.string(),
  customerName: z.string(),
  /** The wedding's day, "YYYY-MM-DD": what names the contract (never a request number). */
  weddingDate: z.string(),
  signature: z.object({
    fullName: z.string(),
    signedAt: z.string(),
    signedAtText: z.string(),
    termsHash: z.string(),
    termsText: z.string(),
    superseded: z.boolean(),
  }),
  /** Earlier signatures on versions since changed. */
  earlier: z.array(z.object({ fullName: z.string(), signedAtText: z.string(), supersededAtText: z.string(), termsHash: z.string() })),
  /** Where it was signed from, in plain words: the owner's view only, null in the client's. */
  signedFrom: z.string().nullable(),
})
export type SignedContract = z.infer<typeof signedContractSchema>

const WHEN = "EEEE d MMMM yyyy 'at' h:mm aaa (zzz)"

/** "203.0.113.5 · Safari on iPhone". */
const signedFromText = (signature: Pick<ContractSignature, 'ip' | 'userAgent'>) => `${signature.ip} · ${describeUserAgent(signature.userAgent)}`

/** The contract as its signatures stand; `forOwner` adds where it was signed from. Null before any signature. */
export function toSignedContract({
  businessName,
  customerName,
  weddingDate,
  timeZone,
  signatures,
  forOwner,
}: {
  businessName: string
  customerName: string
  weddingDate: string
  timeZone: string
  signatures: ContractSignature[]
  forOwner: boolean
}): SignedContract | null {
  const newestFirst = [...signatures].sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())
  const latest = newestFirst.find((signature) => !signature.supersededAt) ?? newestFirst[0]
  if (!latest) return null
  return signedContractSchema.parse({
    businessName,
    customerName,
    weddingDate,
    signature: {
      fullName: latest.fullName,
      signedAt: latest.signedAt.toISOString(),
      signedAtText: formatInZone(latest.signedAt, timeZone, WHEN),
      termsHash: latest.termsHash,
      termsText: latest.termsText,
      superseded: latest.supersededAt !== null,
    },
    earlier: newestFirst
      .filter((signature) => signature !== latest && signature.supersededAt)
      .map((signature) => ({
        fullName: signature.fullName,
        signedAtText: formatInZone(signature.signedAt, timeZone, WHEN),
        supersededAtText: formatInZone(signature.supersededAt!, timeZone, WHEN),
        termsHash: signature.termsHash,
      })),
    signedFrom: forOwner ? signedFromText(latest) : null,
  })
}

const notSigned = () => new AppError('not_found', 'This contract has not been signed yet')

/** The owner's view of a gig's signed contract. */
export async function getOwnerContract({ user, appointmentId }: { user: { id: string }; appointmentId: string }): Promise<SignedContract> {
  const gig = await prisma.appointment.findFirst({
    where: { id: appointmentId, userId: user.id },
    include: { user: { select: { businessName: true, timeZone: true } }, quote: { include: { signatures: true } } },
  })
  if (!gig) throw notFound('Gig')
  const contract = toSignedContract({
    businessName: gig.user.businessName ?? 'Your makeup artist',
    customerName: gig.customerName,
    weddingDate: fromDbDate(gig.date),
    timeZone: gig.user.timeZone,
    signatures: gig.quote?.signatures ?? [],
    forOwner: true,
  })
  if (!contract) throw notSigned()
  return contract
}

/** The client's view of her signed contract, by the offer's secret link. */
export async function getClientContract({ token }: { token: string }): Promise<SignedContract> {
  const offer = await getOffer({ token })
  if (!offer) throw new AppError('not_found', 'This proposal could not be found')
  const quote = await prisma.quote.findUnique({
    where: { appointmentId: offer.appointmentId },
    include: { signatures: true, appointment: { select: { date: true } } },
  })
  const contract = quote
    ? toSignedContract({
        businessName: offer.view.business.name,
        customerName: offer.view.customerName,
        weddingDate: fromDbDate(quote.appointment.date),
        timeZone: offer.timeZone,
        signatures: quote.signatures,
        forOwner: false,
      })
    : null
  if (!contract) throw notSigned()
  return contract
}

/** "Wedding contract, Saturday 20 March 2027": how the contract is named on the page, in the PDF and in e-mails. */
export const contractTitle = (contract: Pick<SignedContract, 'weddingDate'>) => `Wedding contract, ${formatDay(contract.weddingDate)}`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The signed contract as one HTML file, styled inline, to keep or print. */
export function signedContractHtml(contract: SignedContract): string {
  const { signature } = contract
  const earlier = contract.earlier.length
    ? `<h2>Earlier signatures</h2><ul>${contract.earlier.map((entry) => `<li>${escapeHtml(entry.fullName)}, ${escapeHtml(entry.signedAtText)}; superseded ${escapeHtml(entry.supersededAtText)} (SHA-256 ${entry.termsHash})</li>`).join('')}</ul>`
    : ''
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(contractTitle(contract))}: ${escapeHtml(contract.businessName)} and ${escapeHtml(contract.customerName)}</title>
<style>
body{font:16px/1.6 Georgia,'Times New Roman',serif;color:#1c1917;max-width:40rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin-top:2rem}
.terms{white-space:pre-wrap}.signed{border:1px solid #d6d3d1;border-radius:12px;padding:1rem;margin-top:2rem;font-family:system-ui,sans-serif;font-size:14px}
.name{font:italic 1.6rem Georgia,serif;margin:.25rem 0}.muted{color:#78716c}.hash{word-break:break-all;font-family:ui-monospace,monospace;font-size:12px}
.superseded{background:#fef3c7;padding:.5rem .75rem;border-radius:8px}
</style></head><body>
<h1>${escapeHtml(contract.businessName)}</h1>
<p class="muted">${escapeHtml(contractTitle(contract))}, with ${escapeHtml(contract.customerName)}</p>
${signature.superseded ? '<p class="superseded">The quote changed after this signature: a new signature is needed.</p>' : ''}
<div class="terms">${escapeHtml(signature.termsText)}</div>
<div class="signed">
<p class="muted">Signed online by</p>
<p class="name">${escapeHtml(signature.fullName)}</p>
<p>${escapeHtml(signature.signedAtText)}${contract.signedFrom ? `<br><span class="muted">Signed from ${escapeHtml(contract.signedFrom)}</span>` : ''}</p>
<p class="muted">SHA-256 of the terms above</p><p class="hash">${signature.termsHash}</p>
</div>
${earlier}
</body></html>
`
}
