// The e-mails of a gig before it is booked and as it books: the booking request (to the owner, and its
// receipt to the client), the offer (and its reminder), the offer accepted, the booking confirmed, and
// the request declined or the offer withdrawn.
import { ConsultationLinks } from '@/lib/consultations/emails'
import type { ConsultationLink } from '@/lib/consultations/schema'
import { EmailAction, EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { formatMoney } from '@/lib/format/money'
import type { BookingPaymentName } from './cancellation-tiers'
import { formatDay } from './describe'
import { firstName, GigLines, type Gig } from './gig-email-lines'

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
  consultations = [],
}: {
  businessName: string
  customerName: string
  gig: Gig
  totalCents: number
  depositCents: number
  expiresOn: string | null
  link: string
  reminder?: boolean
  /** Her consultation form's link. */
  consultations?: ConsultationLink[]
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
      <ConsultationLinks links={consultations} />
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
  waitlisted = false,
}: {
  businessName: string
  customerName: string
  gig: Gig
  hadOffer: boolean
  /** The date is taken and she is on its waitlist: she hears that she will be asked first if it frees up. */
  waitlisted?: boolean
}) {
  const what = hadOffer ? 'offer' : 'request'
  return renderEmail(
    <EmailLayout
      preview={waitlisted ? `${businessName} has put you on the waitlist` : `${businessName} cannot take this booking`}
      heading={
        waitlisted
          ? `This date is taken: you are on the waitlist`
          : hadOffer
            ? `${businessName} withdrew the offer`
            : `${businessName} cannot take your request`
      }
    >
      {waitlisted ? (
        <EmailText>
          Hi {firstName(customerName)}, {businessName} is already booked on this date, so there is nothing to pay and nothing to do for now. You are on the
          waitlist: if the date frees up, you will get an offer by email.
        </EmailText>
      ) : (
        <EmailText>
          Hi {firstName(customerName)}, {businessName} {hadOffer ? 'has withdrawn the offer for' : 'is not able to take'} the booking below, so there is nothing
          to pay and nothing more to do. Reply to this email if you would like to ask about another date.
        </EmailText>
      )}
      <GigLines gig={gig} />
      <EmailText>{waitlisted ? 'Sorry this date did not work out this time.' : `Sorry this ${what} did not work out.`}</EmailText>
    </EmailLayout>,
  )
}
