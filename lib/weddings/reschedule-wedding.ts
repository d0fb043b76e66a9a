// A wedding moved to another day or ready-by: its quote is timed again (start, early-start fee, total),
// the contract becomes a new version for the bride to sign (the signed one stays on record), and the bride
// and every party member with a share are told the new day.
import { fromDbDate } from '@/lib/appointments/dates'
import { formatDay } from '@/lib/appointments/describe'
import { gigPath, offerUrl } from '@/lib/appointments/links'
import { shareUrl } from '@/lib/balance/links'
import type { PrismaTx } from '@/lib/db'
import type { Appointment } from '@/lib/generated/prisma/client'
import { AppError } from '@/lib/errors'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { partyRescheduledMessage, weddingRescheduledMessage, type WeddingDay } from './emails'
import { applyQuoteToGig, storedQuote, supersedeChangedSignature, termsFor, weddingReadyBy } from './quote-state'

const weddingDay = (gig: Appointment): WeddingDay => ({ date: fromDbDate(gig.date), readyBy: weddingReadyBy(gig), city: gig.locationCity })

type Owner = { email: string; businessName: string | null; timeZone: string }

/**
 * After the gig's day (and ready-by) changed: null when the gig has no quote to follow, else whether
 * everyone was e-mailed (the new day stands past a client-message cap; the owner is told). The old
 * contract's signature is superseded once the new terms differ, so the bride signs the new version.
 */
export async function followWeddingReschedule(
  tx: PrismaTx,
  { before, after, owner, now }: { before: Appointment; after: Appointment; owner: Owner; now: Date },
): Promise<{ clientEmailed: boolean } | null> {
  const quote = await tx.quote.findUnique({ where: { appointmentId: after.id }, include: { signatures: true } })
  if (!quote) return null
  // The same rule as the quote itself: a wedding cannot move to before (or onto a day before) its trial run.
  const trial = storedQuote(quote).trial
  if (trial && trial.date > fromDbDate(after.date))
    throw new AppError('unprocessable', `The trial run is on ${formatDay(trial.date, 'EEEE d MMMM')}: move the trial first, or choose a day after it`, {
      fields: { date: 'The trial run comes before the wedding' },
    })
  const toClient = { userId: after.userId, overCap: 'skip' } as const
  let clientEmailed = true
  const businessName = owner.businessName ?? 'Your makeup artist'
  const version = await tx.quote.update({ where: { id: quote.id }, data: { version: { increment: 1 } } })
  const state = await applyQuoteToGig(tx, version, after, owner.timeZone)
  const moved = await tx.appointment.findUniqueOrThrow({ where: { id: after.id } })
  const superseded = await supersedeChangedSignature(tx, {
    quoteId: quote.id,
    signatures: quote.signatures,
    newHash: termsFor(state, moved, businessName).hash,
    now,
  })
  if (superseded)
    await tx.notification.create({
      data: {
        userId: moved.userId,
        type: 'booking',
        message: `${moved.customerName} must sign the new contract`,
        link: gigPath(moved.id),
      },
    })
  const was = weddingDay(before)
  const movedGig = weddingDay(moved)
  if (moved.customerEmail) {
    const message = await weddingRescheduledMessage({
      businessName,
      customerName: moved.customerName,
      before: was,
      after: movedGig,
      signAgain: superseded,
      link: moved.offerToken ? offerUrl(moved.offerToken) : null,
    })
    clientEmailed = await sendClientEmail(
      tx,
      { to: moved.customerEmail, replyTo: owner.email, subject: `New date for your wedding with ${businessName}`, ...message },
      toClient,
    )
  }
  const shares = await tx.paymentShare.findMany({ where: { appointmentId: moved.id, email: { not: null } }, orderBy: { position: 'asc' } })
  for (const share of shares) {
    if (!share.email || share.email === moved.customerEmail) continue
    const message = await partyRescheduledMessage({
      businessName,
      name: share.name,
      brideName: moved.customerName,
      before: was,
      after: movedGig,
      paid: Boolean(share.paidAt),
      link: shareUrl(share.token),
    })
    const told = await sendClientEmail(
      tx,
      { to: share.email, replyTo: owner.email, subject: `${moved.customerName}’s wedding has a new date`, ...message },
      toClient,
    )
    clientEmailed &&= told
  }
  return { clientEmailed }
}
