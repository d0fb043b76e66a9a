// The thank-you after a gig, asking for a review, and its one reminder. Written in the artist's words.
import { EmailAction, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { Link, Text } from '@react-email/components'

export async function reviewRequestEmail({
  businessName,
  customerName,
  message,
  reviewLink,
  unsubscribeLink,
  bookAgainLink,
  reminder,
}: {
  businessName: string
  customerName: string
  message: string
  reviewLink: string
  unsubscribeLink: string
  /** The artist's booking form with her details filled; null when the artist has no site address. */
  bookAgainLink: string | null
  reminder: boolean
}) {
  const first = customerName.trim().split(/\s+/)[0]
  const subject = reminder ? `A gentle reminder from ${businessName}` : `Thank you from ${businessName}`
  const email = await renderEmail(
    <EmailLayout
      preview={reminder ? `${businessName} would love to hear how it went` : `Thank you, ${first}!`}
      heading={reminder ? `${first}, how did you feel about your makeup?` : `Thank you, ${first}!`}
    >
      <EmailText>{reminder ? `Just a gentle nudge in case my note got lost: ${message}` : message}</EmailText>
      <EmailAction href={reviewLink}>Leave a review</EmailAction>
      {bookAgainLink ? (
        <EmailText>
          Planning another event? <Link href={bookAgainLink}>Book your next event</Link> with your details already filled in.
        </EmailText>
      ) : null}
      <EmailText>{businessName}</EmailText>
      <Text style={{ fontSize: 12, lineHeight: '18px', color: '#78716c', margin: '8px 0 0' }}>
        Rather not get these e-mails? <Link href={unsubscribeLink}>Unsubscribe</Link> from {businessName}&apos;s review requests.
      </Text>
    </EmailLayout>,
  )
  return { subject, ...email }
}

/** The text beside the e-mail: short, with the same signed link. */
export const reviewRequestText = ({ businessName, customerName, reviewLink }: { businessName: string; customerName: string; reviewLink: string }) =>
  `Hi ${customerName.trim().split(/\s+/)[0]}, thank you from ${businessName}! A quick review would mean a lot: ${reviewLink}`
