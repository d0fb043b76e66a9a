import { Img, Section } from '@react-email/components'
import { EmailButton, EmailLayout, EmailText } from '@/lib/mail/layout'

export function ReviewCardEmail({
  customerName,
  kind,
  url,
  width,
  height,
}: {
  customerName: string
  kind: 'feed' | 'story'
  url: string
  width: number
  height: number
}) {
  const where = kind === 'story' ? 'Instagram Stories' : 'your Instagram Feed'
  const shown = kind === 'story' ? { width: 270, height: 480 } : { width: 300, height: 300 }
  return (
    <EmailLayout preview={`Your review card from ${customerName} is ready to post`} heading="Your review card is ready">
      <EmailText>
        Here is {customerName}&apos;s review as a {width}x{height} card for {where}. It is attached to this e-mail: save it to your phone and post it.
      </EmailText>
      <Section style={{ textAlign: 'center', margin: '8px 0 20px' }}>
        <Img src={url} width={shown.width} height={shown.height} alt={`Review card: ${customerName}`} style={{ borderRadius: 12, margin: '0 auto' }} />
      </Section>
      <EmailButton href={url}>Open the card</EmailButton>
    </EmailLayout>
  )
}
