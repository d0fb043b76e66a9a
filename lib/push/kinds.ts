// The kinds of push an owner can turn on or off, per device, in Notification settings.
export const PUSH_KINDS = ['request', 'paid', 'signed', 'review', 'paymentProblem', 'stripeAction'] as const
export type PushKind = (typeof PUSH_KINDS)[number]

/** How Notification settings names each kind. */
export const PUSH_KIND_LABELS: Record<PushKind, { label: string; text: string }> = {
  request: { label: 'New booking requests', text: 'A client asks to book you' },
  paid: { label: 'Offers accepted and payments', text: 'An offer accepted, a deposit, retainer or share paid' },
  signed: { label: 'Contracts signed', text: 'A client signs her contract' },
  review: { label: 'New reviews', text: 'A client leaves you a review' },
  paymentProblem: { label: 'Failed or disputed payments', text: 'A bank payment failed or a card payment was disputed' },
  stripeAction: { label: 'Stripe needs you', text: 'Your Stripe account needs something before it pays out' },
}

/**
 * How soon the push service must deliver (RFC 8030 Urgency): a client waiting on her or money going wrong
 * is `high`; good news can wait for the phone to wake up.
 */
export const PUSH_URGENCY: Record<PushKind, 'high' | 'normal'> = {
  request: 'high',
  paid: 'normal',
  signed: 'normal',
  review: 'normal',
  paymentProblem: 'high',
  stripeAction: 'high',
}
