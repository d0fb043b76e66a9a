// The e-mails of wedding quotes: the client is asked to sign again after a change, the bride and her party
// hear of a new date, and the owner hears that the contract was signed.
import { formatDay } from '@/lib/appointments/describe'
import { slotLabel } from '@/lib/appointments/slots'
import { EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'

export type WeddingDay = { date: string; readyBy: string; city: string }

/** "Saturday 20 March 2027, ready by 10:30 am, Manly". */
const weddingWhen = (day: WeddingDay) => `${formatDay(day.date)}, ready by ${slotLabel(day.readyBy).toLowerCase()}, ${day.city}`

export function signAgainMessage({ businessName, customerName, link }: { businessName: string; customerName: string; link: string }) {
  const heading = `${businessName} updated your wedding quote`
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>Hi {customerName.split(/\s+/)[0]}, your quote has changed since you signed it, so the contract needs your signature again.</EmailText>
      <EmailText>Your earlier signature stays on record. Read the new terms, then sign them on the same page.</EmailText>
      <EmailButton href={link}>Read and sign</EmailButton>
    </EmailLayout>,
  )
}

export function contractSignedMessage({
  customerName,
  requestNumber,
  signedAs,
  link,
}: {
  customerName: string
  requestNumber: number
  signedAs: string
  link: string
}) {
  const heading = `${customerName} signed the contract`
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>
        The contract for wedding #{requestNumber} was signed online as “{signedAs}”. The signed copy is on the gig, ready to download.
      </EmailText>
      <EmailButton href={link}>Open the gig</EmailButton>
    </EmailLayout>,
  )
}

export function weddingRescheduledMessage({
  businessName,
  customerName,
  before,
  after,
  signAgain,
  link,
}: {
  businessName: string
  customerName: string
  before: WeddingDay
  after: WeddingDay
  signAgain: boolean
  link: string | null
}) {
  const heading = 'Your wedding has a new date'
  return renderEmail(
    <EmailLayout preview={`New date: ${weddingWhen(after)}`} heading={heading}>
      <EmailText>
        Hi {customerName.split(/\s+/)[0]}, {businessName} has moved your wedding booking.
        <br />
        <strong>Was:</strong> <s>{weddingWhen(before)}</s>
        <br />
        <strong>Now:</strong> {weddingWhen(after)}
      </EmailText>
      {signAgain ? (
        <EmailText>The contract now names the new date, so it is a new version for you to sign. Your earlier signature stays on record.</EmailText>
      ) : null}
      {link ? <EmailButton href={link}>{signAgain ? 'Read and sign the new contract' : 'See your quote'}</EmailButton> : null}
    </EmailLayout>,
  )
}

export function partyRescheduledMessage({
  businessName,
  name,
  brideName,
  before,
  after,
  paid,
  link,
}: {
  businessName: string
  name: string
  brideName: string
  before: WeddingDay
  after: WeddingDay
  paid: boolean
  link: string
}) {
  const heading = `${brideName}’s wedding has a new date`
  return renderEmail(
    <EmailLayout preview={`New date: ${weddingWhen(after)}`} heading={heading}>
      <EmailText>
        Hi {name.split(/\s+/)[0]}, {businessName} has moved the makeup for {brideName}’s wedding.
        <br />
        <strong>Was:</strong> <s>{weddingWhen(before)}</s>
        <br />
        <strong>Now:</strong> {weddingWhen(after)}
      </EmailText>
      <EmailText>{paid ? 'Your share is paid: nothing more to do.' : 'Your share is still open on the same link.'}</EmailText>
      <EmailButton href={link}>{paid ? 'See your share' : 'Pay your share'}</EmailButton>
    </EmailLayout>,
  )
}
