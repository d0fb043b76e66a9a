// The signed contract's e-mails, each with the PDF attached and the terms' SHA-256 written out: the
// client's copy to keep, and the owner's news that it was signed.
import { formatDay } from '@/lib/appointments/describe'
import { EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import type { SignedContract } from './signed-contract'

const weddingOn = (contract: SignedContract) => formatDay(contract.weddingDate)

function Fingerprint({ contract }: { contract: SignedContract }) {
  return (
    <EmailText>
      <strong>SHA-256 of the terms:</strong>
      <br />
      <span style={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 13, wordBreak: 'break-all' }}>{contract.signature.termsHash}</span>
      <br />
      <span style={{ fontSize: 13 }}>A fingerprint of the exact words signed: any change to them would change it. The PDF shows it too.</span>
    </EmailText>
  )
}

/** To the client: her signed copy. */
export function signedCopyMessage({ contract, link }: { contract: SignedContract; link: string }) {
  const heading = `Your signed contract with ${contract.businessName}`
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>
        Hi {contract.customerName.split(/\s+/)[0]}, thank you for signing. Your contract for your wedding on {weddingOn(contract)} is attached as a PDF: keep it
        with your wedding papers.
      </EmailText>
      <EmailText>
        Signed online as “{contract.signature.fullName}”, {contract.signature.signedAtText}.
      </EmailText>
      <Fingerprint contract={contract} />
      <EmailButton href={link}>See your signed contract</EmailButton>
    </EmailLayout>,
  )
}

/** To the owner: the client signed; her copy of the contract. */
export function contractSignedMessage({ contract, link }: { contract: SignedContract; link: string }) {
  const heading = `${contract.customerName} signed the contract`
  return renderEmail(
    <EmailLayout preview={heading} heading={heading}>
      <EmailText>
        The contract for {contract.customerName}’s wedding on {weddingOn(contract)} was signed online as “{contract.signature.fullName}”,{' '}
        {contract.signature.signedAtText}. The signed copy is attached as a PDF, and kept on the gig.
      </EmailText>
      <Fingerprint contract={contract} />
      <EmailButton href={link}>Open the gig</EmailButton>
    </EmailLayout>,
  )
}
