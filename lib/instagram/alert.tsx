import type { DbClient } from '@/lib/db'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'
import { enqueueEmail } from '@/lib/mail/outbox'
import { withinRateLimit } from '@/lib/rate-limit/consume'

/**
 * Instagram gave an owner no photos at all: the team looks into it (spec: an alert e-mail). At most once
 * per owner a day, however often the owner (or a script) asks for the empty page.
 */
export async function alertNoInstagramMedia({ userId, handle, source }: { userId: string; handle: string | null; source: string }, db: DbClient = prisma) {
  if (!(await withinRateLimit('instagramEmptyAlert', userId))) return
  const message = await renderEmail(
    <EmailLayout preview="Instagram returned no photos" heading="Instagram returned no photos">
      <EmailText>
        Owner {userId} (@{handle ?? 'unknown'}) got no recent media from the {source} source. Their site will have no photos until this is fixed.
      </EmailText>
    </EmailLayout>,
  )
  await enqueueEmail({ to: env.TEAM_EMAIL, subject: `Instagram returned no media for @${handle ?? userId}`, ...message }, db)
}
