// An integration test file's Stripe: the local fake (fake-stripe.ts) for its run, and the app's webhooks
// fed events signed as Stripe signs them.
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll } from 'vitest'
import { callRoute, type Handler } from './call-route'
import { FAKE_STRIPE_KEYS, fakeStripeEnv, startFakeStripe } from './fake-stripe'

/** Starts the fake and points the app at it; await it before importing the routes, which read the environment once. */
export async function setUpFakeStripe() {
  const stripe = await startFakeStripe()
  Object.assign(process.env, fakeStripeEnv(stripe.url))
  afterAll(() => stripe.close())
  return stripe
}

const signer = new Stripe(FAKE_STRIPE_KEYS.secretKey)
const SECRETS = { platform: FAKE_STRIPE_KEYS.webhookSecret, connect: FAKE_STRIPE_KEYS.connectWebhookSecret }

/**
 * Delivers events to a webhook route (the platform's or Connect's), signed with its secret unless
 * `secret` says otherwise. `account`: the connected account a Connect event comes from; `id`: to send
 * the same event again (a new one each call by default).
 */
export function stripeWebhook<Answer = { received: boolean; applied: boolean }>(route: Handler<Record<string, string>>, kind: keyof typeof SECRETS) {
  return (
    type: string,
    object: Record<string, unknown>,
    { account, id = `evt_${randomBytes(6).toString('hex')}`, secret = SECRETS[kind] }: { account?: string; id?: string; secret?: string } = {},
  ) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      ...(account ? { account } : {}),
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    })
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret })
    return callRoute<Answer>(route, { method: 'POST', rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } })
  }
}
