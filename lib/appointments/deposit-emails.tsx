// The e-mails of a gig held for its deposit (a wedding's retainer) paid outside the app: the client's,
// with the artist's ways to pay, the amount and the reference; and the artist's, to record it.
import { EmailAction, EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { formatMoney } from '@/lib/format/money'
import type { OfflinePayments } from '@/lib/payouts/schema'
import type { BookingPaymentName } from './cancellation-tiers'
import { formatDay, formatTimeRange } from './describe'

type Held = { businessName: string; customerName: string; date: string; timeFrom: string; timeTo: string; depositName: BookingPaymentName; amountCents: number }

/** Bank transfer or PayID, cash, anything else: as the artist wrote them in Payments settings. */
function WaysToPay({ offline }: { offline: OfflinePayments }) {
  return (
    <>
      {offline.bankDetails ? (
        <EmailText>
          <strong>Bank transfer or PayID</strong>
          {offline.bankDetails.split('\n').map((line, index) => (
            <span key={index}>
              <br />
              {line}
            </span>
          ))}
        </EmailText>
      ) : null}
      {offline.cash ? (
        <EmailText>
          <strong>Cash</strong>
          <br />
          In person.
        </EmailText>
      ) : null}
      {offline.other ? (
        <EmailText>
          <strong>Other</strong>
          <br />
          {offline.other}
        </EmailText>
      ) : null}
    </>
  )
}

/** To the client: her date is held until her deposit (retainer) reaches the artist, and how to pay it. */
export function depositAwaitedMessage({ held, offline, reference, link }: { held: Held; offline: OfflinePayments; reference: string; link: string }) {
  const { businessName, customerName, depositName, amountCents } = held
  const anyWay = Boolean(offline.bankDetails || offline.cash || offline.other)
  return renderEmail(
    <EmailLayout
      preview={`Your ${depositName} to ${businessName}: ${formatMoney(amountCents)}`}
      heading={`Please pay your ${formatMoney(amountCents)} ${depositName}`}
    >
      <EmailText>
        Thank you, {customerName.trim().split(/\s+/)[0]}! {businessName} holds {formatDay(held.date)}, {formatTimeRange(held.timeFrom, held.timeTo)} for you,
        and confirms your booking once your {depositName} arrives.
      </EmailText>
      <EmailText>
        <strong>Amount:</strong> {formatMoney(amountCents)} AUD
        <br />
        <strong>Reference:</strong> {reference}
      </EmailText>
      {anyWay ? <WaysToPay offline={offline} /> : <EmailText>{businessName} will tell you how to pay it.</EmailText>}
      <EmailAction href={link}>See your booking</EmailAction>
    </EmailLayout>,
  )
}

/** To the artist: the client said yes; her date is held until the artist records the deposit (retainer). */
export function depositToRecordMessage({
  held,
  requestNumber,
  reference,
  signed,
  offline,
  link,
  paymentsLink,
}: {
  held: Held
  requestNumber: number
  reference: string
  signed: boolean
  offline: OfflinePayments
  link: string
  paymentsLink: string
}) {
  const { customerName, depositName, amountCents } = held
  const heading = `${customerName} ${signed ? 'signed the contract' : 'accepted your offer'}`
  const anyWay = Boolean(offline.bankDetails || offline.cash || offline.other)
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>
        Gig #{requestNumber} is awaiting the {formatMoney(amountCents)} {depositName}: {customerName} was asked to pay it
        {anyWay ? ' your ways' : ''} with the reference “{reference}”. Record it on the gig once it reaches you, and the gig is booked.
      </EmailText>
      {anyWay ? null : (
        <EmailText>
          You have no way to get paid set up, so {customerName} does not know how to pay: tell her, and add your bank details or turn on card payments in
          Payments settings ({paymentsLink}).
        </EmailText>
      )}
      <EmailButton href={link}>Open the gig</EmailButton>
    </EmailLayout>,
  )
}
