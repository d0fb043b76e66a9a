// Every background job of the app. Issues add theirs here.
import { kickJob, type JobDefinition } from './boss'
import { SEND_OUTBOX_JOB } from '@/lib/mail/outbox'
import { syncAllInstagram } from '@/lib/instagram/sync'
import { retryDelayMs, sendDueEmails } from '@/lib/mail/send-outbox'
import { endExpiredTrials } from '@/lib/subscriptions/end-subscriptions'
import { mailTransportFromEnv } from '@/lib/mail/transport'
import { expireOffers } from '@/lib/appointments/expire-offers'
import { sendGigReminders } from '@/lib/appointments/send-gig-reminders'
import { checkPendingDomains } from '@/lib/users/check-custom-domain'

/** Sends what is due; after a failure, comes back when the first retry is due rather than on the next minute. */
async function sendOutbox() {
  const result = await sendDueEmails(mailTransportFromEnv())
  if (result.failed) kickJob(SEND_OUTBOX_JOB, Math.ceil(retryDelayMs(1) / 1000) + 1)
  return result
}

export const jobs: JobDefinition[] = [
  { name: SEND_OUTBOX_JOB, cron: '* * * * *', run: sendOutbox },
  { name: 'instagram-sync', cron: '17 * * * *', run: () => syncAllInstagram() },
  { name: 'end-expired-trials', cron: '*/10 * * * *', run: () => endExpiredTrials() },
  { name: 'expire-offers', cron: '*/15 * * * *', run: () => expireOffers() },
  { name: 'gig-reminders', cron: '5 * * * *', run: () => sendGigReminders() },
  { name: 'custom-domain-checks', cron: '*/10 * * * *', run: () => checkPendingDomains() },
]
