import { markChecklistTrigger } from '@/lib/checklist/triggers'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { enqueueEmail } from '@/lib/mail/outbox'
import type { SupportAnswer } from './schema'

/** A message to support, carrying the owner's e-mail and id; replies go straight to the owner. */
export async function sendSupportMessage({
  user,
  subject,
  message,
}: {
  user: { id: string; email: string }
  subject: string
  message: string
}): Promise<SupportAnswer> {
  const email = await renderEmail(
    <EmailLayout preview={subject} heading={subject}>
      {message.split(/\n+/).map((paragraph, index) => (
        <EmailText key={index}>{paragraph}</EmailText>
      ))}
      <EmailText>
        From {user.email} (owner {user.id})
      </EmailText>
    </EmailLayout>,
  )
  await prisma.$transaction((tx) => enqueueEmail({ to: env.SUPPORT_EMAIL, replyTo: user.email, subject: `[Support] ${subject}`, ...email }, tx))
  await markChecklistTrigger(user.id, 'supportContacted')
  return { sent: true }
}
