// The balance's e-mails: the client's reminders before the due date and once it is overdue, a party
// member's link to pay her share, and her own reminders of it.
import { fromDbDate } from '@/lib/appointments/dates'
import { formatDay, formatTimeRange } from '@/lib/appointments/describe'
import { EmailAction, EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { formatMoney } from '@/lib/format/money'
import type { BalanceReminderKind } from './schema'

type Booking = { date: string; timeFrom: string; timeTo: string; city: string }

const firstName = (name: string) => name.trim().split(/\s+/)[0]
const when = (booking: Booking) => `${formatDay(booking.date)}, ${formatTimeRange(booking.timeFrom, booking.timeTo)}, ${booking.city}`

/** A party member's share and the booking it is for; the due date where the e-mail does not lead with it. */
function ShareLines({ amountCents, dueDate, booking }: { amountCents: number; dueDate?: string | null; booking: Booking }) {
  return (
    <EmailText>
      <strong>Your share:</strong> {formatMoney(amountCents)} AUD{dueDate ? `, due ${formatDay(dueDate)}` : ''}
      <br />
      <strong>Booking:</strong> {when(booking)}
    </EmailText>
  )
}

function PaidAnotherWay({ businessName }: { businessName: string }) {
  return (
    <EmailText>
      <br />
      Paid already, or paying another way? Reply to this e-mail and let {businessName} know.
    </EmailText>
  )
}

export function balanceReminderSubject({
  kind,
  businessName,
  remainingCents,
  dueDate,
}: {
  kind: BalanceReminderKind
  businessName: string
  remainingCents: number
  dueDate: string
}) {
  return kind === 'overdue'
    ? `Overdue: ${formatMoney(remainingCents)} for your booking with ${businessName}`
    : `Reminder: ${formatMoney(remainingCents)} due ${formatDay(dueDate, 'd MMMM')} for your booking with ${businessName}`
}

export function balanceReminderMessage({
  kind,
  businessName,
  customerName,
  booking,
  remainingCents,
  sharedCents,
  dueDate,
  link,
}: {
  kind: BalanceReminderKind
  businessName: string
  customerName: string
  booking: Booking
  remainingCents: number
  /** What the party pays through their own links. */
  sharedCents: number
  dueDate: string
  link: string
}) {
  const due = formatDay(dueDate)
  const heading = kind === 'overdue' ? 'Your balance is overdue' : `Your balance is due ${formatDay(dueDate, 'd MMMM')}`
  const ownPart = Math.max(remainingCents - sharedCents, 0)
  return renderEmail(
    <EmailLayout preview={`${formatMoney(remainingCents)} left to pay ${businessName}`} heading={heading}>
      <EmailText>
        Hi {firstName(customerName)},{' '}
        {kind === 'overdue'
          ? `the balance of your booking with ${businessName} was due ${due} and is still open.`
          : `a reminder that the balance of your booking with ${businessName} is due ${due}.`}
      </EmailText>
      <EmailText>
        <strong>Left to pay:</strong> {formatMoney(remainingCents)} AUD
        {sharedCents > 0 ? (
          <>
            <br />
            <strong>Shares your party pays through their own links:</strong> {formatMoney(sharedCents)}
            <br />
            <strong>Your part:</strong> {ownPart ? formatMoney(ownPart) : 'nothing more (your party pays the rest through their own links)'}
          </>
        ) : null}
        <br />
        <strong>Booking:</strong> {when(booking)}
      </EmailText>
      <EmailButton href={link}>{ownPart ? 'Pay the balance' : 'See your booking'}</EmailButton>
      <PaidAnotherWay businessName={businessName} />
    </EmailLayout>,
  )
}

export function shareLinkMessage({
  businessName,
  personName,
  customerName,
  booking,
  amountCents,
  dueDate,
  link,
}: {
  businessName: string
  personName: string
  customerName: string
  booking: Booking
  amountCents: number
  dueDate: string | null
  link: string
}) {
  return renderEmail(
    <EmailLayout preview={`Your share: ${formatMoney(amountCents)}`} heading={`Your share of ${firstName(customerName)}’s booking`}>
      <EmailText>
        Hi {firstName(personName)}, {businessName} split the balance of {firstName(customerName)}’s booking so that each of you pays your own part.
      </EmailText>
      <ShareLines amountCents={amountCents} dueDate={dueDate} booking={booking} />
      <EmailAction href={link}>Pay my share</EmailAction>
    </EmailLayout>,
  )
}

export function shareReminderSubject({
  kind,
  businessName,
  amountCents,
  dueDate,
}: {
  kind: BalanceReminderKind
  businessName: string
  amountCents: number
  dueDate: string
}) {
  return kind === 'overdue'
    ? `Overdue: your ${formatMoney(amountCents)} share of the booking with ${businessName}`
    : `Reminder: your ${formatMoney(amountCents)} share is due ${formatDay(dueDate, 'd MMMM')}, for the booking with ${businessName}`
}

/** To a party member whose share is still unpaid: before the due date, and once it is overdue; her own link. */
export function shareReminderMessage({
  kind,
  businessName,
  personName,
  customerName,
  booking,
  amountCents,
  dueDate,
  link,
}: {
  kind: BalanceReminderKind
  businessName: string
  personName: string
  customerName: string
  booking: Booking
  amountCents: number
  dueDate: string
  link: string
}) {
  const due = formatDay(dueDate)
  const heading = kind === 'overdue' ? 'Your share is overdue' : `Your share is due ${formatDay(dueDate, 'd MMMM')}`
  return renderEmail(
    <EmailLayout preview={`${formatMoney(amountCents)} left to pay ${businessName}`} heading={heading}>
      <EmailText>
        Hi {firstName(personName)},{' '}
        {kind === 'overdue'
          ? `your share of ${firstName(customerName)}’s booking with ${businessName} was due ${due} and is still open.`
          : `a reminder that your share of ${firstName(customerName)}’s booking with ${businessName} is due ${due}.`}
      </EmailText>
      <ShareLines amountCents={amountCents} booking={booking} />
      <EmailButton href={link}>Pay my share</EmailButton>
      <PaidAnotherWay businessName={businessName} />
    </EmailLayout>,
  )
}

/** The booking's lines from its row. */
export const bookingForEmail = (gig: { date: Date; timeFrom: string; timeTo: string; locationCity: string }): Booking => ({
  date: fromDbDate(gig.date),
  timeFrom: gig.timeFrom,
  timeTo: gig.timeTo,
  city: gig.locationCity,
})
