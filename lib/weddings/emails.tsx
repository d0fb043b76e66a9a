// The e-mails of wedding quotes: the client is asked to sign again after a change, and the owner hears
// that the contract was signed.
import { EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'

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
