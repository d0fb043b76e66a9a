// Money that arrives beyond what a gig is due (a Checkout page paid twice before this app kept one per
// amount, a payment after cancelling): recorded as it came, its excess marked on the payment
// (overpaidCents), shown on the gig in red with a one-tap refund, and e-mailed to the artist.
import type { PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import type { Appointment, Payment } from '@/lib/generated/prisma/client'
import { formatMoney } from '@/lib/format/money'
import { enqueueEmail } from '@/lib/mail/outbox'
import { overpaymentMessage } from './payment-emails'
import { gigPath } from './links'
import { remainingCents } from './to-appointment-response'

type Gig = Pick<Appointment, 'status' | 'paid' | 'totalCents' | 'paidToDateCents' | 'withdrawnAt'>

/**
 * The part of a payment beyond what was due for what it paid (`dueCents`: the deposit left, the client's
 * part of the rest, a share not yet paid), and never more than the gig can still take: nothing once it is
 * cancelled or its offer withdrawn.
 */
export const overpaidPart = (gig: Gig, amountCents: number, dueCents: number) =>
  Math.max(amountCents - Math.min(dueCents, gig.withdrawnAt ? 0 : remainingCents(gig)), 0)

/** A notification and an e-mail: the artist decides to refund it or keep it. */
export async function tellOverpaid(tx: PrismaTx, { gig, payment }: { gig: Appointment; payment: Payment }) {
  const owner = await tx.user.findUniqueOrThrow({ where: { id: gig.userId }, select: { email: true } })
  await tx.notification.create({
    data: {
      userId: gig.userId,
      type: 'booking',
      message: `${gig.customerName} paid ${formatMoney(payment.overpaidCents)} more than was due (#${gig.requestNumber})`,
      link: gigPath(gig.id),
    },
  })
  const message = await overpaymentMessage({
    customerName: gig.customerName,
    requestNumber: gig.requestNumber,
    amountCents: payment.amountCents,
    overpaidCents: payment.overpaidCents,
    link: `${env.APP_URL}${gigPath(gig.id)}`,
  })
  await enqueueEmail(
    { to: owner.email, replyTo: gig.customerEmail ?? undefined, subject: `Overpaid: #${gig.requestNumber} ${gig.customerName}`, ...message },
    tx,
  )
}
