// The artist's auto-reply to a booking request, and her nudge when one waits unanswered.
import { EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { responseTimeText } from './response-time'

export async function autoReplyEmail({
  businessName,
  customerName,
  message,
  priceListLink,
  responseHours,
}: {
  businessName: string
  customerName: string
  message: string
  priceListLink: string | null
  responseHours: number
}) {
  const first = customerName.trim().split(/\s+/)[0]
  const email = await renderEmail(
    <EmailLayout preview={`${businessName} will be in touch ${responseTimeText(responseHours)}`} heading={`Hi ${first}!`}>
      <EmailText>{message}</EmailText>
      <EmailText>I usually reply {responseTimeText(responseHours)}.</EmailText>
      {priceListLink ? (
        <>
          <EmailText>In the meantime, here is my price list:</EmailText>
          <EmailButton href={priceListLink}>See my prices</EmailButton>
        </>
      ) : null}
      <EmailText>{businessName}</EmailText>
    </EmailLayout>,
  )
  return { subject: `${businessName} got your message`, ...email }
}

export async function nudgeEmail({ customerName, requestNumber, hours, link }: { customerName: string; requestNumber: number; hours: number; link: string }) {
  const waited = hours >= 24 ? 'a day' : `${hours} hours`
  const email = await renderEmail(
    <EmailLayout preview={`${customerName} has been waiting ${waited}`} heading={`${customerName} is waiting for your reply`}>
      <EmailText>
        Booking request #{requestNumber} came in {waited} ago and has no offer yet. Clients often book the artist who answers first.
      </EmailText>
      <EmailButton href={link}>Reply with an offer</EmailButton>
    </EmailLayout>,
  )
  return { subject: `Request #${requestNumber} from ${customerName} is waiting for you`, ...email }
}
