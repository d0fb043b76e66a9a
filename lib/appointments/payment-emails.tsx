// The e-mails of a gig's money: a receipt and a refund to whoever paid, and to the owner a dispute (and
// its loss), an overpayment and a bank debit that failed.
import { EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { formatMoney } from '@/lib/format/money'
import { formatDay } from './describe'
import { GigLines, type Gig } from './gig-email-lines'

type MoneyLines = { businessName: string; customerName: string; gig: Gig; testMode: boolean }

/**
 * `paidFor`: what the payment paid ("Retainer", "Chloe’s share"). `left`: what the gig still owes, or,
 * for a share, what is left of that share alone (a party member is not told the whole booking's balance).
 */
/** The gig's invoice, its PDF attached: what is left to pay, by when, and the pay link when she takes cards. */
export function invoiceMessage({
  title,
  number,
  businessName,
  customerName,
  gig,
  leftCents,
  dueBy,
  payLink,
}: {
  /** "Invoice", or "Tax invoice" while the owner is registered for GST. */
  title: string
  number: string
  businessName: string
  customerName: string
  gig: Gig
  leftCents: number
  dueBy: string
  payLink: string | null
}) {
  return renderEmail(
    <EmailLayout preview={`${title} ${number} from ${businessName}`} heading={`${title} ${number}`}>
      <EmailText>
        Hi {customerName.split(/\s+/)[0]}, here is {businessName}’s {title.toLowerCase()} for your booking, attached as a PDF.
      </EmailText>
      <GigLines gig={gig} />
      <EmailText>
        {leftCents ? `Left to pay: ${formatMoney(leftCents)} by ${dueBy}. The PDF lists the ways to pay.` : 'Nothing is left to pay: thank you!'}
      </EmailText>
      {payLink ? <EmailButton href={payLink}>Pay online</EmailButton> : null}
    </EmailLayout>,
  )
}

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
  title = 'Receipt',
}: MoneyLines & {
  /** "Receipt", or "Tax invoice" while the owner is registered for GST. */
  title?: string
  receiptNumber: number
  paidFor: string
  amountCents: number
  refundedCents: number
  method: string
  paidOn: string
  left: { balance: number } | { share: number }
}) {
  return renderEmail(
    <EmailLayout preview={`${title} #${receiptNumber} from ${businessName}`} heading={`${title} #${receiptNumber}`}>
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
        {businessName} · {title.toLowerCase()} #{receiptNumber} · the PDF is attached
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
  timeTaken,
}: Omit<MoneyLines, 'testMode'> & {
  amountCents: number
  paidCents: number
  paidFor: string
  back: keyof typeof WAYS_BACK
  newTotalCents: number | null
  remainingCents: number | null
  /** She paid after her hold ran out, for a time another client had booked meanwhile: where to pick another. */
  timeTaken?: { bookAgainUrl: string }
}) {
  const hi = `Hi ${customerName.split(/\s+/)[0]}`
  if (timeTaken)
    return renderEmail(
      <EmailLayout preview={`${businessName} refunded ${formatMoney(amountCents)}`} heading="Sorry, that time was taken">
        <EmailText>
          {hi}, this time was booked by someone else while you were paying, so your booking could not be confirmed. Your {formatMoney(amountCents)} {paidFor} is
          refunded in full{WAYS_BACK[back]}.
        </EmailText>
        <GigLines gig={gig} />
        <EmailButton href={timeTaken.bookAgainUrl}>Pick another time</EmailButton>
      </EmailLayout>,
    )
  return renderEmail(
    <EmailLayout preview={`${businessName} refunded ${formatMoney(amountCents)}`} heading={`${formatMoney(amountCents)} refunded`}>
      <EmailText>
        {hi}, {businessName} refunded {formatMoney(amountCents)} of your {formatMoney(paidCents)} payment ({paidFor}){WAYS_BACK[back]}.
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
