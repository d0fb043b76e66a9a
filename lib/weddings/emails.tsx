// The e-mails of wedding quotes: the quote sent (or a reminder of it), the client asked to sign again after
// a change, the bride and her party told of a new date. The signed contract's e-mails are in contract-emails.tsx.
import { formatDay, formatTimeRange } from '@/lib/appointments/describe'
import { slotLabel } from '@/lib/appointments/slots'
import { formatMoney } from '@/lib/format/money'
import { ConsultationLinks } from '@/lib/consultations/emails'
import type { ConsultationLink } from '@/lib/consultations/schema'
import { EmailAction, EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import type { PartyRow, Trial } from './schema'

export type WeddingDay = { date: string; readyBy: string; city: string }

/** "Saturday 20 March 2027, ready by 10:30 am, Manly". */
const weddingWhen = (day: WeddingDay) => `${formatDay(day.date)}, ready by ${slotLabel(day.readyBy).toLowerCase()}, ${day.city}`

/**
 * The quote, as the bride first hears of it (and in a reminder): her day, her party's headcounts, the
 * trial run, the total and the retainer, and that a contract is to be signed.
 */
export function weddingQuoteMessage({
  businessName,
  customerName,
  day,
  party,
  trial,
  totalCents,
  retainerCents,
  expiresOn,
  link,
  reminder = false,
  consultations = [],
}: {
  businessName: string
  customerName: string
  day: WeddingDay
  party: Pick<PartyRow, 'role' | 'service' | 'count'>[]
  trial: Trial | null
  totalCents: number
  retainerCents: number
  expiresOn: string | null
  link: string
  reminder?: boolean
  /** One consultation link per person of the party. */
  consultations?: ConsultationLink[]
}) {
  const heading = reminder ? `A reminder: your wedding quote from ${businessName}` : `${businessName} sent you a wedding quote`
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>Hi {customerName.split(/\s+/)[0]}, here is the quote for your wedding makeup.</EmailText>
      <EmailText>
        <strong>When:</strong> {weddingWhen(day)}
      </EmailText>
      <EmailText>
        <strong>Your party</strong>
        {party
          .filter((row) => row.count > 0)
          .map((row, index) => (
            <span key={index}>
              <br />
              {row.role}: {row.count} ({row.service})
            </span>
          ))}
      </EmailText>
      <EmailText>
        <strong>Trial run:</strong>{' '}
        {trial ? `${formatDay(trial.date)}, ${formatTimeRange(trial.time.from, trial.time.to)}, ${formatMoney(trial.feeCents)}` : 'not included'}
      </EmailText>
      <EmailText>
        <strong>Total:</strong> {formatMoney(totalCents)} AUD
        {retainerCents ? (
          <>
            <br />
            <strong>Retainer on signing:</strong> {formatMoney(retainerCents)}
          </>
        ) : null}
      </EmailText>
      <EmailText>
        The quote comes with a contract to sign online: read it, change your party&apos;s numbers if you need to, then sign to book
        {expiresOn ? `. The quote is open until ${expiresOn}.` : '.'}
      </EmailText>
      <EmailAction href={link}>See your quote</EmailAction>
      <ConsultationLinks links={consultations} />
    </EmailLayout>,
  )
}

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
