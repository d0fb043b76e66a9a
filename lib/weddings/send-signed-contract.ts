// After she signs: the signed contract, as a PDF, to the client (within the client-message caps, like
// every message to a client) and to the artist, in the transaction that records the signature.
import { formatDay } from '@/lib/appointments/describe'
import { gigPath, offerUrl } from '@/lib/appointments/links'
import type { PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { enqueueEmail, type EmailAttachment } from '@/lib/mail/outbox'
import { contractFileName } from './contract-download'
import { contractSignedMessage, signedCopyMessage } from './contract-emails'
import { signedContractPdf } from './contract-pdf'
import type { SignedContract } from './signed-contract'

export async function sendSignedContract(
  tx: PrismaTx,
  {
    contract,
    gig,
    owner,
    offerToken,
  }: {
    /** The client's view: nothing of where she signed from. */
    contract: SignedContract
    gig: { id: string; userId: string; customerEmail: string | null }
    owner: { email: string }
    offerToken: string
  },
) {
  const pdf: EmailAttachment = {
    filename: contractFileName(contract, 'pdf'),
    contentType: 'application/pdf',
    content: (await signedContractPdf(contract)).toString('base64'),
  }
  const day = formatDay(contract.weddingDate, 'd MMM yyyy')
  const toOwner = await contractSignedMessage({ contract, link: `${env.APP_URL}${gigPath(gig.id)}` })
  await enqueueEmail(
    {
      to: owner.email,
      replyTo: gig.customerEmail ?? undefined,
      subject: `Signed: ${contract.customerName}’s wedding contract, ${day}`,
      ...toOwner,
      attachments: [pdf],
    },
    tx,
  )
  if (!gig.customerEmail) return
  const toClient = await signedCopyMessage({ contract, link: `${offerUrl(offerToken)}/contract` })
  // The signature stands whatever the caps say: over one, her copy waits on the page and in the PDF download.
  await sendClientEmail(
    tx,
    { to: gig.customerEmail, replyTo: owner.email, subject: `Your signed wedding contract with ${contract.businessName}`, ...toClient, attachments: [pdf] },
    { userId: gig.userId, overCap: 'skip' },
  )
}
