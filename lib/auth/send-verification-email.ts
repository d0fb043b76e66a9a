import type { DbClient } from '@/lib/db'
import { env } from '@/lib/env'
import { enqueueEmail } from '@/lib/mail/outbox'
import { verifyEmailMessage } from './emails'
import { createOneTimeCode } from './one-time-codes'

/** A fresh verification link for the owner's address, queued in the caller's transaction. */
export async function sendVerificationEmail(
  tx: DbClient,
  { userId, email, subject = 'Verify your email for Glowfolio' }: { userId: string; email: string; subject?: string },
) {
  const code = await createOneTimeCode(tx, { userId, purpose: 'emailVerification' })
  const message = await verifyEmailMessage({ link: `${env.APP_URL}/login/${code}` })
  await enqueueEmail({ to: email, subject, ...message }, tx)
}
