// A signed contract, for both sides: the terms exactly as signed, with who signed, when (in the
// artist's time zone), from which address and browser, and the SHA-256 of the terms. Shown as a page
// and downloaded as one self-contained HTML file (no fonts or images fetched) that a phone can keep
// and print to PDF. Earlier signatures stay listed, marked superseded.
import { z } from 'zod'
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { formatInZone } from '@/lib/format/in-zone'
import type { ContractSignature } from '@/lib/generated/prisma/client'
import { getOffer } from '@/lib/appointments/get-offer'

export const signedContractSchema = z.object({
  businessName: z.string(),
  customerName: z.string(),
  requestNumber: z.number().int(),
  signature: z.object({
    fullName: z.string(),
    signedAt: z.string(),
    signedAtText: z.string(),
    ip: z.string(),
    userAgent: z.string(),
    termsHash: z.string(),
    termsText: z.string(),
    superseded: z.boolean(),
  }),
  /** Earlier signatures on versions since changed. */
  earlier: z.array(z.object({ fullName: z.string(), signedAtText: z.string(), supersededAtText: z.string(), termsHash: z.string() })),
})
export type SignedContract = z.infer<typeof signedContractSchema>

const WHEN = "EEEE d MMMM yyyy 'at' h:mm aaa (zzz)"

function toSignedContract({
  businessName,
  customerName,
  requestNumber,
  timeZone,
  signatures,
}: {
  businessName: string
  customerName: string
  requestNumber: number
  timeZone: string
  signatures: ContractSignature[]
}): SignedContract | null {
  const newestFirst = [...signatures].sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())
  const latest = newestFirst.find((signature) => !signature.supersededAt) ?? newestFirst[0]
  if (!latest) return null
  return signedContractSchema.parse({
    businessName,
    customerName,
    requestNumber,
    signature: {
      fullName: latest.fullName,
      signedAt: latest.signedAt.toISOString(),
      signedAtText: formatInZone(latest.signedAt, timeZone, WHEN),
      ip: latest.ip,
      userAgent: latest.userAgent,
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
    requestNumber: gig.requestNumber,
    timeZone: gig.user.timeZone,
    signatures: gig.quote?.signatures ?? [],
  })
  if (!contract) throw notSigned()
  return contract
}

/** The client's view of her signed contract, by the offer's secret link. */
export async function getClientContract({ token }: { token: string }): Promise<SignedContract> {
  const offer = await getOffer({ token })
  if (!offer) throw new AppError('not_found', 'This proposal could not be found')
  const quote = await prisma.quote.findUnique({ where: { appointmentId: offer.appointmentId }, include: { signatures: true } })
  const contract = toSignedContract({
    businessName: offer.view.business.name,
    customerName: offer.view.customerName,
    requestNumber: offer.view.requestNumber,
    timeZone: offer.timeZone,
    signatures: quote?.signatures ?? [],
  })
  if (!contract) throw notSigned()
  return contract
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The signed contract as one HTML file, styled inline, to keep or print. */
export function signedContractHtml(contract: SignedContract): string {
  const { signature } = contract
  const earlier = contract.earlier.length
    ? `<h2>Earlier signatures</h2><ul>${contract.earlier.map((entry) => `<li>${escapeHtml(entry.fullName)}, ${escapeHtml(entry.signedAtText)}; superseded ${escapeHtml(entry.supersededAtText)} (SHA-256 ${entry.termsHash})</li>`).join('')}</ul>`
    : ''
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contract #${contract.requestNumber}: ${escapeHtml(contract.businessName)} and ${escapeHtml(contract.customerName)}</title>
<style>
body{font:16px/1.6 Georgia,'Times New Roman',serif;color:#1c1917;max-width:40rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin-top:2rem}
.terms{white-space:pre-wrap}.signed{border:1px solid #d6d3d1;border-radius:12px;padding:1rem;margin-top:2rem;font-family:system-ui,sans-serif;font-size:14px}
.name{font:italic 1.6rem Georgia,serif;margin:.25rem 0}.muted{color:#78716c}.hash{word-break:break-all;font-family:ui-monospace,monospace;font-size:12px}
.superseded{background:#fef3c7;padding:.5rem .75rem;border-radius:8px}
</style></head><body>
<h1>${escapeHtml(contract.businessName)}</h1>
<p class="muted">Signed contract #${contract.requestNumber} with ${escapeHtml(contract.customerName)}</p>
${signature.superseded ? '<p class="superseded">The quote changed after this signature: a new signature is needed.</p>' : ''}
<div class="terms">${escapeHtml(signature.termsText)}</div>
<div class="signed">
<p class="muted">Signed online by</p>
<p class="name">${escapeHtml(signature.fullName)}</p>
<p>${escapeHtml(signature.signedAtText)}<br>From ${escapeHtml(signature.ip)}<br><span class="muted">${escapeHtml(signature.userAgent)}</span></p>
<p class="muted">SHA-256 of the terms above</p><p class="hash">${signature.termsHash}</p>
</div>
${earlier}
</body></html>
`
}

/** The download: the HTML file, named for the booking. */
export function signedContractDownload(contract: SignedContract): Response {
  return new Response(signedContractHtml(contract), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-disposition': `attachment; filename="contract-${contract.requestNumber}.html"` },
  })
}
