// Every background job of the app. Issues add theirs here.
import { kickJob, type JobDefinition } from './boss'
import { SEND_OUTBOX_JOB } from '@/lib/mail/outbox'
import { syncAllInstagram } from '@/lib/instagram/sync'
import { retryDelayMs, sendDueEmails } from '@/lib/mail/send-outbox'
import { endExpiredTrials } from '@/lib/subscriptions/end-subscriptions'
import { mailTransportFromEnv } from '@/lib/mail/transport'
import { expireOffers } from '@/lib/appointments/expire-offers'
import { sendGigReminders } from '@/lib/appointments/send-gig-reminders'
import { sendBalanceReminders } from '@/lib/balance/send-balance-reminders'
import { forgetOldIdempotentRequests } from '@/lib/idempotency/run-once'
import { forgetExpiredSessions } from '@/lib/auth/sessions'
import { SEND_PASSWORD_RESETS_JOB, sendPasswordResets } from '@/lib/auth/password-reset'
import { deleteUnattachedUploads } from '@/lib/images/delete-unattached-uploads'
import { checkPendingDomains } from '@/lib/users/check-custom-domain'
import { prerenderReviewCards } from '@/lib/cards/prerender-cards'
import { PRERENDER_CARDS_JOB } from '@/lib/cards/prerender-job'
import { forgetOldClientMessages } from '@/lib/mail/client-messages'
import { INQUIRY_FOLLOW_UPS_JOB, sendInquiryFollowUps } from '@/lib/inquiries/follow-ups'
import { REVIEW_REQUESTS_JOB, sendReviewRequests } from '@/lib/review-requests/send-review-requests'
import { SEND_PUSHES_JOB } from '@/lib/push/enqueue-push'
import { sendDuePushes } from '@/lib/push/send-pushes'
import { DELETE_ACCOUNTS_JOB, deleteDueAccounts } from '@/lib/account/delete-accounts'
import { SYNC_CALENDARS_JOB, syncExternalCalendars } from '@/lib/availability/external-calendar'
import { RECORD_CARD_FEES_JOB, recordCardFees } from '@/lib/books/card-fees'

/** Sends what is due; after a failure, comes back when the first retry is due rather than on the next minute. */
async function sendOutbox() {
  const result = await sendDueEmails(mailTransportFromEnv())
  if (result.failed) kickJob(SEND_OUTBOX_JOB, Math.ceil(retryDelayMs(1) / 1000) + 1)
  return result
}

/** Sends the pushes that are due; one the push service asked to wait for comes back in a minute. */
async function sendPushes() {
  const result = await sendDuePushes()
  if (result.retried) kickJob(SEND_PUSHES_JOB, 61)
  return result
}

export const jobs: JobDefinition[] = [
  { name: SEND_OUTBOX_JOB, cron: '* * * * *', run: sendOutbox },
  { name: SEND_PUSHES_JOB, cron: '* * * * *', run: sendPushes },
  { name: SEND_PASSWORD_RESETS_JOB, cron: '* * * * *', run: () => sendPasswordResets() },
  { name: 'instagram-sync', cron: '17 * * * *', run: () => syncAllInstagram() },
  { name: 'end-expired-trials', cron: '*/10 * * * *', run: () => endExpiredTrials() },
  { name: 'expire-offers', cron: '*/15 * * * *', run: () => expireOffers() },
  { name: 'gig-reminders', cron: '5 * * * *', run: () => sendGigReminders() },
  { name: 'balance-reminders', cron: '25 * * * *', run: () => sendBalanceReminders() },
  // Every 15 minutes: the artist's hour is sent within a quarter of an hour of it.
  { name: INQUIRY_FOLLOW_UPS_JOB, cron: '* * * * *', run: () => sendInquiryFollowUps() },
  { name: REVIEW_REQUESTS_JOB, cron: '*/15 * * * *', run: () => sendReviewRequests() },
  { name: 'forget-idempotent-requests', cron: '47 * * * *', run: () => forgetOldIdempotentRequests() },
  { name: 'forget-expired-sessions', cron: '53 * * * *', run: () => forgetExpiredSessions() },
  { name: 'delete-unattached-uploads', cron: '41 * * * *', run: () => deleteUnattachedUploads() },
  { name: 'custom-domain-checks', cron: '*/10 * * * *', run: () => checkPendingDomains() },
  { name: 'prune-client-messages', cron: '37 * * * *', run: () => forgetOldClientMessages() },
  { name: PRERENDER_CARDS_JOB, cron: '*/5 * * * *', run: () => prerenderReviewCards() },
  // Accounts whose 7 days to change her mind have passed (lib/account).
  { name: DELETE_ACCOUNTS_JOB, cron: '29 * * * *', run: () => deleteDueAccounts() },
  // Each artist's other calendar every 15 minutes: its busy times block her free times.
  { name: SYNC_CALENDARS_JOB, cron: '*/5 * * * *', run: () => syncExternalCalendars() },
  // Stripe's fee on each card payment, for the Money screen (lib/books).
  { name: RECORD_CARD_FEES_JOB, cron: '*/10 * * * *', run: () => recordCardFees() },
]
