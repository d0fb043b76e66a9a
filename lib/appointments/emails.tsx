// The e-mails of gigs: a booking request for the owner, the offer (and its reminder) for the customer,
// the booking for both, the customer's reminder before the gig, and a gig cancelled or moved.
import { EmailAction, EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { formatMoney } from '@/lib/format/money'
import { fromDbDate } from './dates'
import { formatDay, formatTimeRange } from './describe'
import type { BookingPaymentName } from './cancellation-tiers'
import type { ReminderTemplate, Service } from './schema'

type Gig = { date: string; timeFrom: string; timeTo: string; city: string; services: Service[] }

const when = (gig: Gig) => `${formatDay(gig.date)}, ${formatTimeRange(gig.timeFrom, gig.timeTo)}`

function GigLines({ gig }: { gig: Gig }) {
  return (
    <>
      <EmailText>
        <strong>When:</strong> {when(gig)}
        <br />
        <strong>Where:</strong> {gig.city}
      </EmailText>
      <EmailText>
        {gig.services.map((service, index) => (
          <span key={index}>
            {service.title}: {service.subTitle}
            <br />
          </span>
        ))}
      </EmailText>
    </>
  )
}

export function bookingRequestMessage({ customerName, requestNumber, gig, link }: { customerName: string; requestNumber: number; gig: Gig; link: string }) {
  return renderEmail(
    <EmailLayout preview={`${customerName} would like to book you`} heading={`New booking request #${requestNumber}`}>
      <EmailText>{customerName} would like to book you through your Glowfolio website.</EmailText>
      <GigLines gig={gig} />
      <EmailText>Reply with an offer (your price, a deposit and when payment is due) from the request in Glowfolio.</EmailText>
      <EmailButton href={link}>Open the request</EmailButton>
    </EmailLayout>,
  )
}

export function offerMessage({
  businessName,
  customerName,
  gig,
  totalCents,
  depositCents,
  expiresOn,
  link,
  reminder,
}: {
  businessName: string
  customerName: string
  gig: Gig
  totalCents: number
  depositCents: number
  expiresOn: string | null
  link: string
  reminder?: boolean
}) {
  const heading = reminder ? `A reminder: your offer from ${businessName}` : `${businessName} sent you an offer`
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>Hi {customerName.split(/\s+/)[0]}, here is the offer for your booking request.</EmailText>
      <GigLines gig={gig} />
      <EmailText>
        <strong>Price:</strong> {formatMoney(totalCents)} AUD
        {depositCents ? (
          <>
            <br />
            <strong>Deposit to book:</strong> {formatMoney(depositCents)}
          </>
        ) : null}
      </EmailText>
      <EmailText>Read the offer and the cancellation policy, then accept it to book{expiresOn ? `. The offer is open until ${expiresOn}.` : '.'}</EmailText>
      <EmailAction href={link}>See the offer</EmailAction>
    </EmailLayout>,
  )
}

/** `booked`: the payment booked the gig; otherwise it came after the offer was withdrawn, or the gig was cancelled. */
export function offerAcceptedMessage({
  customerName,
  requestNumber,
  gig,
  depositCents,
  depositName,
  testMode,
  link,
  booked,
  cancelled,
}: {
  customerName: string
  requestNumber: number
  gig: Gig
  depositCents: number
  depositName: BookingPaymentName
  testMode: boolean
  link: string
  booked: boolean
  cancelled: boolean
}) {
  const heading = booked ? `${customerName} accepted your offer` : `${customerName} paid for gig #${requestNumber}`
  const late = cancelled
    ? `Gig #${requestNumber} had been cancelled: refund ${customerName} from the gig.`
    : `The offer for gig #${requestNumber} had been withdrawn: check with ${customerName} and refund them if the gig is off.`
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>
        {booked ? `Gig #${requestNumber} is booked.` : late}
        {depositCents ? ` ${customerName} paid the ${formatMoney(depositCents)} ${depositName}${testMode ? ' (test mode: no card was charged)' : ''}.` : ''}
      </EmailText>
      <GigLines gig={gig} />
      <EmailButton href={link}>Open the gig</EmailButton>
    </EmailLayout>,
  )
}

export function bookingConfirmedMessage({
  businessName,
  customerName,
  gig,
  remainingCents,
  paymentDueDate,
  depositCents,
  depositName,
}: {
  businessName: string
  customerName: string
  gig: Gig
  remainingCents: number
  paymentDueDate: string | null
  depositCents: number
  depositName: BookingPaymentName
}) {
  return renderEmail(
    <EmailLayout preview={`You're booked with ${businessName}`} heading={`You're booked with ${businessName}`}>
      <EmailText>
        Thank you, {firstName(customerName)}! Your booking is confirmed{depositCents ? ` and your ${formatMoney(depositCents)} ${depositName} is paid` : ''}.
      </EmailText>
      <GigLines gig={gig} />
      {remainingCents ? (
        <EmailText>
          Still to pay: {formatMoney(remainingCents)}
          {paymentDueDate ? ` by ${formatDay(paymentDueDate)}` : ''}.
        </EmailText>
      ) : null}
    </EmailLayout>,
  )
}

const firstName = (customerName: string) => customerName.trim().split(/\s+/)[0]

/** To the customer, at once: her request reached the artist, who will answer with an offer. */
export function bookingRequestReceivedMessage({
  businessName,
  customerName,
  requestNumber,
  gig,
}: {
  businessName: string
  customerName: string
  requestNumber: number
  gig: Gig
}) {
  return renderEmail(
    <EmailLayout preview={`${businessName} has your booking request`} heading={`${businessName} has your request`}>
      <EmailText>
        Thank you, {firstName(customerName)}! Your booking request #{requestNumber} reached {businessName}. You will get an offer by email, with the price and
        how to confirm. Reply to this email to add anything.
      </EmailText>
      <GigLines gig={gig} />
    </EmailLayout>,
  )
}

/** To the customer when the artist declines her request (no offer was made) or withdraws an offer. */
export function offerWithdrawnMessage({
  businessName,
  customerName,
  gig,
  hadOffer,
}: {
  businessName: string
  customerName: string
  gig: Gig
  hadOffer: boolean
}) {
  const what = hadOffer ? 'offer' : 'request'
  return renderEmail(
    <EmailLayout
      preview={`${businessName} cannot take this booking`}
      heading={hadOffer ? `${businessName} withdrew the offer` : `${businessName} cannot take your request`}
    >
      <EmailText>
        Hi {firstName(customerName)}, {businessName} {hadOffer ? 'has withdrawn the offer for' : 'is not able to take'} the booking below, so there is nothing
        to pay and nothing more to do. Reply to this email if you would like to ask about another date.
      </EmailText>
      <GigLines gig={gig} />
      <EmailText>Sorry this {what} did not work out.</EmailText>
    </EmailLayout>,
  )
}

/** What cancelling gave back: to a card (through the provider), and by hand (cash, bank transfer…). */
export type CancellationRefunds = { cardCents: number; offlineCents: number; testMode: boolean }

/** What a cancelled gig gives back and keeps (nothing to say when nothing was paid). */
function MoneyBack({ refunds, keptCents }: { refunds: CancellationRefunds; keptCents: number }) {
  if (refunds.cardCents + refunds.offlineCents === 0 && keptCents === 0) return null
  return (
    <EmailText>
      {refunds.cardCents ? (
        <>
          <strong>Refunded to your card:</strong> {formatMoney(refunds.cardCents)}
          {refunds.testMode ? ' (test mode: no card was charged)' : ', in your account within 5 to 10 business days'}
          <br />
        </>
      ) : null}
      {refunds.offlineCents ? (
        <>
          <strong>Given back the way you paid:</strong> {formatMoney(refunds.offlineCents)}
          <br />
        </>
      ) : null}
      <strong>Kept:</strong> {formatMoney(keptCents)}
    </EmailText>
  )
}

type CancelledTrial = { gig: Gig; refunds: CancellationRefunds; keptCents: number; tierSentence: string | null }

/**
 * To the customer when her gig is cancelled: what was cancelled, what is refunded and how, what is
 * kept and why (the policy's tier she accepted); and a wedding's trial run cancelled with it, its own money.
 */
export function gigCancelledMessage({
  businessName,
  customerName,
  gig,
  byClient,
  wasBooked,
  reason,
  refunds,
  keptCents,
  tierSentence,
  trial,
}: {
  businessName: string
  customerName: string
  gig: Gig
  byClient: boolean
  wasBooked: boolean
  reason: string | null
  refunds: CancellationRefunds
  keptCents: number
  tierSentence: string | null
  trial?: CancelledTrial
}) {
  const what = wasBooked ? 'booking' : 'offer'
  const heading = byClient ? `Your ${what} is cancelled` : `${businessName} cancelled your ${what}`
  const refundedCents = refunds.cardCents + refunds.offlineCents
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>
        Hi {firstName(customerName)},{' '}
        {byClient
          ? `as you asked, ${businessName} has cancelled your ${what} below.`
          : `${businessName} is sorry to say they have had to cancel your ${what} below.`}
        {wasBooked ? '' : ' There is nothing to pay.'}
      </EmailText>
      {reason ? (
        <EmailText>
          <strong>From {businessName}:</strong> “{reason}”
        </EmailText>
      ) : null}
      <GigLines gig={gig} />
      <MoneyBack refunds={refunds} keptCents={keptCents} />
      {byClient && tierSentence ? <EmailText>Under the cancellation policy you accepted: {tierSentence}</EmailText> : null}
      {!byClient && keptCents === 0 && refundedCents > 0 ? <EmailText>As {businessName} cancelled, everything you paid is refunded.</EmailText> : null}
      {trial ? (
        <>
          <EmailText>
            <strong>Your trial run is cancelled too:</strong> {when(trial.gig)}
          </EmailText>
          <MoneyBack refunds={trial.refunds} keptCents={trial.keptCents} />
          {byClient && trial.tierSentence ? <EmailText>For the trial run: {trial.tierSentence}</EmailText> : null}
        </>
      ) : null}
      <EmailText>Reply to this e-mail with any question.</EmailText>
    </EmailLayout>,
  )
}

/** To the customer when her gig moves to another day or time. */
export function gigRescheduledMessage({ businessName, customerName, before, after }: { businessName: string; customerName: string; before: Gig; after: Gig }) {
  return renderEmail(
    <EmailLayout preview={`New date: ${when(after)}`} heading="Your booking has a new date">
      <EmailText>
        Hi {firstName(customerName)}, {businessName} has moved your booking.
        <br />
        <strong>Was:</strong> <s>{when(before)}</s>
        <br />
        <strong>Now:</strong> {when(after)}
      </EmailText>
      <GigLines gig={after} />
      <EmailText>If the new time does not suit you, reply to this e-mail.</EmailText>
    </EmailLayout>,
  )
}

export function gigReminderMessage({
  template,
  businessName,
  customerName,
  gig,
}: {
  template: ReminderTemplate
  businessName: string
  customerName: string
  gig: Gig
}) {
  const first = customerName.split(/\s+/)[0]
  if (template === 'short') {
    return renderEmail(
      <EmailLayout preview={`See you ${formatDay(gig.date, 'EEEE d MMMM')}`} heading={`See you ${formatDay(gig.date, 'EEEE d MMMM')}!`}>
        <EmailText>
          Hi {first}, a quick reminder of your appointment with {businessName}: {when(gig)}, {gig.city}.
        </EmailText>
      </EmailLayout>,
    )
  }
  return renderEmail(
    <EmailLayout preview={`Your appointment with ${businessName} is coming up`} heading="Your appointment is coming up">
      <EmailText>
        Hi {first}, this is a reminder of your appointment with {businessName}.
      </EmailText>
      <GigLines gig={gig} />
      <EmailText>For the best result, start with clean, moisturised skin. If anything changes, reply to this e-mail.</EmailText>
    </EmailLayout>,
  )
}

/** The gig's lines from its row. */
export const gigForEmail = (appointment: { date: Date; timeFrom: string; timeTo: string; locationCity: string; services: unknown }): Gig => ({
  date: fromDbDate(appointment.date),
  timeFrom: appointment.timeFrom,
  timeTo: appointment.timeTo,
  city: appointment.locationCity,
  services: (appointment.services as Service[] | null) ?? [],
})

type MoneyLines = { businessName: string; customerName: string; gig: Gig; testMode: boolean }

/**
 * `paidFor`: what the payment paid ("Retainer", "Chloe’s share"). `left`: what the gig still owes, or,
 * for a share, what is left of that share alone (a party member is not told the whole booking's balance).
 */
export function receiptMessage({
  businessName,
  customerName,
  gig,
  receiptNumber,
  paidFor,
  amountCents,
  refundedCents,
  method,
  paidOn,
  left,
  testMode,
}: MoneyLines & {
  receiptNumber: number
  paidFor: string
  amountCents: number
  refundedCents: number
  method: string
  paidOn: string
  left: { balance: number } | { share: number }
}) {
  return renderEmail(
    <EmailLayout preview={`Receipt #${receiptNumber} from ${businessName}`} heading={`Receipt #${receiptNumber}`}>
      <EmailText>
        Thank you, {customerName.split(/\s+/)[0]}. {businessName} received your payment{testMode ? ' (test mode: no card was charged)' : ''}.
      </EmailText>
      <EmailText>
        <strong>For:</strong> {paidFor}
        <br />
        <strong>Amount:</strong> {formatMoney(amountCents)} AUD
        <br />
        <strong>Paid by:</strong> {method}, {formatDay(paidOn)}
        {refundedCents ? (
          <>
            <br />
            <strong>Refunded:</strong> {formatMoney(refundedCents)}
          </>
        ) : null}
        <br />
        {'share' in left ? (
          left.share ? (
            <>
              <strong>Left of your share:</strong> {formatMoney(left.share)}
            </>
          ) : (
            'Your share is paid in full.'
          )
        ) : (
          <>
            <strong>Remaining balance:</strong> {formatMoney(left.balance)}
          </>
        )}
      </EmailText>
      <GigLines gig={gig} />
      <EmailText>
        {businessName} · receipt #{receiptNumber}
      </EmailText>
    </EmailLayout>,
  )
}

/** How the money went back: a card refund takes days to arrive; money paid outside the app went back as the artist says. */
const WAYS_BACK = {
  card: '. A card refund reaches your account in 5 to 10 business days',
  test: ' (test mode: no card was charged)',
  bankTransfer: ', given back by bank transfer',
  cash: ', given back in cash',
  other: ', given back outside the app',
} as const

/**
 * `paidFor`: the payment refunded ("Retainer", "Chloe’s share"); `newTotalCents`: the booking's price
 * now, when the refund lowered it; `remainingCents`: what is left to pay (null: a party member's share,
 * whose payer is not told the booking's balance).
 */
export function refundMessage({
  businessName,
  customerName,
  gig,
  amountCents,
  paidCents,
  paidFor,
  back,
  newTotalCents,
  remainingCents,
}: Omit<MoneyLines, 'testMode'> & {
  amountCents: number
  paidCents: number
  paidFor: string
  back: keyof typeof WAYS_BACK
  newTotalCents: number | null
  remainingCents: number | null
}) {
  return renderEmail(
    <EmailLayout preview={`${businessName} refunded ${formatMoney(amountCents)}`} heading={`${formatMoney(amountCents)} refunded`}>
      <EmailText>
        Hi {customerName.split(/\s+/)[0]}, {businessName} refunded {formatMoney(amountCents)} of your {formatMoney(paidCents)} payment ({paidFor})
        {WAYS_BACK[back]}.
      </EmailText>
      <GigLines gig={gig} />
      {newTotalCents !== null ? <EmailText>Your booking’s price is now {formatMoney(newTotalCents)}.</EmailText> : null}
      {remainingCents === null ? null : remainingCents > 0 ? (
        <EmailText>Still to pay: {formatMoney(remainingCents)}.</EmailText>
      ) : (
        <EmailText>Nothing is left to pay.</EmailText>
      )}
    </EmailLayout>,
  )
}

export function disputeMessage({
  customerName,
  requestNumber,
  amountCents,
  reason,
  dueBy,
  evidence,
  dashboardUrl,
  gigLink,
  forTeam = false,
}: {
  customerName: string
  requestNumber: number
  amountCents: number
  reason: string
  dueBy: string | null
  evidence: string[]
  /** The dispute in her Stripe Dashboard; null for an Express account, whose disputes the team answers. */
  dashboardUrl: string | null
  gigLink: string
  forTeam?: boolean
}) {
  const deadline = dueBy ? ` by ${dueBy}` : ' before its deadline'
  const answer = forTeam
    ? `This artist's account is an Express account: answer it for her in Stripe${deadline}, with the evidence below.`
    : dashboardUrl
      ? `Stripe holds the money until it is settled. Answer it in your Stripe Dashboard${deadline}, with the evidence below.`
      : `Stripe holds the money until it is settled. Your Stripe account is an Express account, whose disputes Glowfolio answers for you${deadline} with the evidence below: reply to this e-mail with anything else you have.`
  return renderEmail(
    <EmailLayout preview={`${customerName} disputed a payment`} heading={`${customerName} disputed a ${formatMoney(amountCents)} payment`}>
      <EmailText>
        {customerName}&apos;s bank opened a dispute on a card payment for gig #{requestNumber} (reason: {reason}). {answer}
      </EmailText>
      <EmailText>
        <strong>What Glowfolio holds for it:</strong>
        <br />
        {evidence.length
          ? evidence.map((line, index) => (
              <span key={index}>
                • {line}
                <br />
              </span>
            ))
          : 'No contract, offer or receipt: add what you have (messages, photos of the day).'}
      </EmailText>
      {dashboardUrl ? (
        <>
          <EmailButton href={dashboardUrl}>{forTeam ? 'Open the account in Stripe' : 'Answer it in Stripe'}</EmailButton>
          <EmailText>The gig in Glowfolio: {gigLink}</EmailText>
        </>
      ) : (
        <EmailButton href={gigLink}>Open the gig</EmailButton>
      )}
    </EmailLayout>,
  )
}

export function disputeLostMessage({
  customerName,
  requestNumber,
  amountCents,
  remainingCents,
  link,
}: {
  customerName: string
  requestNumber: number
  amountCents: number
  remainingCents: number
  link: string
}) {
  return renderEmail(
    <EmailLayout preview={`${customerName}'s dispute was lost`} heading={`Dispute lost: ${formatMoney(amountCents)} taken back`}>
      <EmailText>
        The bank decided {customerName}&apos;s dispute on gig #{requestNumber} for the client: {formatMoney(amountCents)} went back to her card. The gig shows
        it, and {formatMoney(remainingCents)} is due again.
      </EmailText>
      <EmailButton href={link}>Open the gig</EmailButton>
    </EmailLayout>,
  )
}

export function overpaymentMessage({
  customerName,
  requestNumber,
  amountCents,
  overpaidCents,
  link,
}: {
  customerName: string
  requestNumber: number
  amountCents: number
  overpaidCents: number
  link: string
}) {
  return renderEmail(
    <EmailLayout preview={`${customerName} paid ${formatMoney(overpaidCents)} more than was due`} heading={`${formatMoney(overpaidCents)} overpaid`}>
      <EmailText>
        {customerName} paid {formatMoney(amountCents)} for gig #{requestNumber}, {formatMoney(overpaidCents)} more than was due. It shows on the gig in red:
        refund it there in one tap, or keep it if you agreed on more with {customerName.split(/\s+/)[0]}.
      </EmailText>
      <EmailButton href={link}>Open the gig</EmailButton>
    </EmailLayout>,
  )
}

export function paymentFailedMessage({
  payerName,
  requestNumber,
  amountCents,
  link,
}: {
  payerName: string
  requestNumber: number
  amountCents: number
  link: string
}) {
  return renderEmail(
    <EmailLayout preview={`${payerName}'s payment failed`} heading={`${payerName}'s ${formatMoney(amountCents)} payment failed`}>
      <EmailText>
        {payerName} paid {formatMoney(amountCents)} for gig #{requestNumber} by bank debit, and the bank refused it: nothing was paid. Her payment page says so
        and asks her to pay again; nothing is booked or recorded until a payment goes through.
      </EmailText>
      <EmailButton href={link}>Open the gig</EmailButton>
    </EmailLayout>,
  )
}
