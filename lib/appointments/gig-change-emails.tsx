// The e-mails of a gig that changes: cancelled (with what is refunded and kept), moved to another day,
// the client's reminder before it, and the artist's own, with everyone's allergies in red.
import { Text } from '@react-email/components'
import { EmailAction, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { formatMoney } from '@/lib/format/money'
import { formatDay } from './describe'
import { firstName, GigLines, when, type Gig } from './gig-email-lines'
import type { ReminderTemplate } from './schema'

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

/** The artist's reminder of a gig: where and when, and each person's allergies and sensitivities in red next to her name. */
export function artistReminderMessage({
  customerName,
  gig,
  alerts,
  link,
}: {
  customerName: string
  gig: Gig
  alerts: { name: string; text: string }[]
  link: string
}) {
  const heading = `Coming up: ${customerName}, ${formatDay(gig.date, 'EEEE d MMMM')}`
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <GigLines gig={gig} />
      {alerts.length ? (
        <Text style={{ fontSize: 15, lineHeight: '22px', color: '#b91c1c', margin: '0 0 14px' }}>
          <strong>Allergies and sensitivities</strong>
          {alerts.map((alert) => (
            <span key={alert.name}>
              <br />
              <strong>{alert.name}</strong>: {alert.text}
            </span>
          ))}
        </Text>
      ) : (
        <EmailText>No allergies or sensitivities on record for this gig.</EmailText>
      )}
      <EmailAction href={link}>Open the gig</EmailAction>
    </EmailLayout>,
  )
}
