// Every e-mail or text the app sends a client goes through the one client-message policy
// (lib/mail/client-messages.ts: sendClientEmail, admitClientText). Anything else in lib/ that writes to
// the outbox is listed here with who it goes to: a new sender fails this test until it either goes
// through the policy or is listed, with why it needs no client cap.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { plainLinks, withoutForeignLinks } from '@/lib/mail/plain-links'

const root = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry)
    if (entry === 'generated') return []
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(entry) ? [file] : []
  })
}

const LIB = sourceFiles(path.join(root, 'lib')).map((file) => ({ file: path.relative(root, file), source: readFileSync(file, 'utf8') }))

/** Files that may call enqueueEmail themselves, and why their mail needs no client cap. */
const NOT_TO_CLIENTS: Record<string, string> = {
  'lib/mail/client-messages.ts': 'the policy itself: it enqueues what it admits',
  'lib/users/update-profile.ts': "the owner's own new and old addresses; counted by the verificationEmail limit",
  'lib/auth/change-password.ts': 'the owner, about her own password',
  'lib/auth/send-verification-email.ts': 'the owner; counted by the verificationEmail limit',
  'lib/auth/password-reset.ts': 'the owner; one e-mail per address per 15 minutes',
  'lib/reviews/import-reviews.tsx': 'the team; counted by the reviewImport limit',
  'lib/cards/email-review-card.tsx': 'the owner, her own card; counted by the reviewCardEmail limit',
  'lib/support/send-support-message.tsx': 'the support inbox; counted by the support limit',
  'lib/payouts/follow-account.ts': 'the owner, from Stripe events',
  'lib/instagram/alert.tsx': 'the team; once a day per owner',
  'lib/appointments/booking-request.ts':
    "the owner, and an anonymous visitor's receipt counted per address and per recipient (bookingRequest limits), never against the owner's caps",
  'lib/appointments/hold-for-deposit.ts': 'the owner (the client’s own e-mail goes through the policy)',
  'lib/appointments/checkout-sessions.ts': 'the owner',
  'lib/appointments/confirm-booking.ts': 'the owner (the client’s own e-mail goes through the policy)',
  'lib/appointments/overpayment.ts': 'the owner',
  'lib/appointments/dispute.ts': 'the owner and the team',
  'lib/weddings/send-signed-contract.ts': 'the owner (the client’s signed copy goes through the policy)',
  'lib/subscriptions/request-access.tsx': 'the team',
  'lib/subscriptions/record-subscription.ts': 'the team',
  'lib/subscriptions/stripe-subscription-events.ts': 'the owner',
  'lib/appointments/send-gig-reminders.ts': 'the owner, her own reminder with her clients’ allergies (the client’s goes through the policy)',
}

const callsEnqueueEmail = (source: string) => /\benqueueEmail\(/.test(source.replace(/export async function enqueueEmail\(/, ''))

describe('client messages go through one policy', () => {
  it('writes to the outbox only from the policy and the senders listed', () => {
    const senders = LIB.filter(({ file, source }) => file !== 'lib/mail/outbox.ts' && callsEnqueueEmail(source)).map(({ file }) => file)
    const unlisted = senders.filter((file) => !(file in NOT_TO_CLIENTS))
    expect(unlisted, 'send client mail with sendClientEmail (lib/mail/client-messages.ts), or list the file here with why not').toEqual([])
    const stale = Object.keys(NOT_TO_CLIENTS).filter((file) => !senders.includes(file))
    expect(stale, 'listed files that no longer call enqueueEmail').toEqual([])
  })

  it('sends texts only through the policy', () => {
    const texters = LIB.filter(({ file, source }) => !file.startsWith('lib/sms/') && /\b(sms|sender)\.send\(/.test(source)).map(({ file }) => file)
    expect(texters).toEqual(['lib/mail/client-messages.ts'])
  })

  it('has the senders of the e-mails the issue names go through it', () => {
    const policyUsers = LIB.filter(({ source }) => /\bsendClientEmail\(/.test(source)).map(({ file }) => file)
    expect(policyUsers).toEqual(
      expect.arrayContaining([
        'lib/appointments/offer-email.ts',
        'lib/appointments/receipts.ts',
        'lib/appointments/reschedule-appointment.ts',
        'lib/appointments/cancel-appointment.ts',
        'lib/appointments/send-gig-reminders.ts',
        'lib/appointments/withdraw-offer.ts',
        'lib/balance/share-email.ts',
        'lib/balance/send-balance-reminders.ts',
        'lib/balance/send-share-reminder.ts',
        'lib/weddings/owner-quote.ts',
        'lib/weddings/send-signed-contract.ts',
      ]),
    )
  })
})

describe('plainLinks', () => {
  const own = ['glowfolio.app']

  it('writes foreign links and bare domains so no mail client links them', () => {
    expect(plainLinks('Pay at https://evil.example/pay?x=1 now', own)).toBe('Pay at evil[.]example/pay?x=1 now')
    expect(plainLinks('see www.bad.co or bad.net.', own)).toBe('see www[.]bad[.]co or bad[.]net.')
    expect(plainLinks('HTTP://EVIL.EXAMPLE', own)).toBe('EVIL[.]EXAMPLE')
  })

  it("keeps the app's own links, e-mail addresses and ordinary text", () => {
    expect(plainLinks('https://glowfolio.app/offer/abc and https://jo.glowfolio.app', own)).toBe('https://glowfolio.app/offer/abc and https://jo.glowfolio.app')
    expect(plainLinks('Write to jane.doe@example.com, $1.50 paid, 10.30am', own)).toBe('Write to jane.doe@example.com, $1.50 paid, 10.30am')
  })

  it('changes the text of HTML, never its tags or styles', () => {
    const message = withoutForeignLinks(
      {
        to: 'client@example.com',
        subject: 'Note: evil.example',
        text: 'Go to evil.example',
        html: '<style>a.link{color:red}</style><a href="https://glowfolio.app/x">https://glowfolio.app/x</a><p>Go to evil.example</p><img src="https://cdn.example/logo.png">',
      },
      own,
    )
    expect(message.subject).toBe('Note: evil[.]example')
    expect(message.text).toBe('Go to evil[.]example')
    expect(message.html).toBe(
      '<style>a.link{color:red}</style><a href="https://glowfolio.app/x">https://glowfolio.app/x</a><p>Go to evil[.]example</p><img src="https://cdn.example/logo.png">',
    )
  })
})
