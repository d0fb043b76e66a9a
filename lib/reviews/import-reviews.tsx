// An owner's request to bring reviews from other sites: recorded, and the team is asked to do it.
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { enqueueEmail } from '@/lib/mail/outbox'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { EMPTY_IMPORT_MESSAGE } from './import-message'

export async function requestReviewImport({ user, links }: { user: { id: string; email: string }; links: string }): Promise<'success'> {
  const text = links.trim()
  if (!text) throw new AppError('unprocessable', EMPTY_IMPORT_MESSAGE, { fields: { body: EMPTY_IMPORT_MESSAGE } })
  await consumeRateLimit('reviewImport', user.id)
  await prisma.$transaction(async (tx) => {
    const request = await tx.reviewImportRequest.create({ data: { userId: user.id, links: text } })
    const message = await renderEmail(
      <EmailLayout preview={`Review import for ${user.email}`} heading="Reviews to import">
        <EmailText>
          {user.email} (owner {user.id}) asked us to import their reviews. Request {request.id}:
        </EmailText>
        <EmailText>{text}</EmailText>
      </EmailLayout>,
    )
    await enqueueEmail({ to: env.TEAM_EMAIL, replyTo: user.email, subject: `Import reviews for ${user.email}`, ...message }, tx)
  })
  return 'success'
}
