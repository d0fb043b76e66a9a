// Stripe's hosted Checkout page, stood in for by the test: the browser follows the session's url
// (https://checkout.stripe.test/c/pay/<id>) to a page showing what the stub was asked to charge. Paying
// there completes the session in the stub and sends the app the signed `checkout.session.completed`, as
// Stripe does (a connected account's session to the Connect webhook, with its `account`), then lands on
// the session's success_url. What the stub was asked is kept in the test's results (stripe-requests.json).
import type { BrowserContext, TestInfo } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import Stripe from 'stripe'
import { FAKE_STRIPE_KEYS, type FakeStripe } from '../../support/fake-stripe'

const signer = new Stripe(FAKE_STRIPE_KEYS.secretKey)

/** Sends the app a signed Stripe event: on a connected account (`account`) through the Connect webhook. */
export async function stripeSays(appUrl: string, type: string, object: Record<string, unknown>, account: string | null = null) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    ...(account ? { account } : {}),
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })
  const secret = account ? FAKE_STRIPE_KEYS.connectWebhookSecret : FAKE_STRIPE_KEYS.webhookSecret
  const response = await fetch(`${appUrl}/v1/webhooks/${account ? 'stripe-connect' : 'stripe'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  })
  if (!response.ok) throw new Error(`the app answered ${response.status} to ${type}: ${await response.text()}`)
}

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)

/** Serves the stub's Checkout pages in this browser context, paying into the app at `appUrl`. */
export async function serveStripeCheckout(context: BrowserContext, stripe: FakeStripe, appUrl: string) {
  await context.route(/^https:\/\/checkout\.stripe\.test\/c\/pay\/\w+$/, async (route) => {
    const id = new URL(route.request().url()).pathname.split('/').at(-1)!
    const session = stripe.sessions.get(id)
    if (!session) return route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Something went wrong</h1>' })
    if (route.request().method() === 'GET') {
      const amount = money(Number(session.amount_total), String(session.currency))
      const closed = session.status !== 'open' ? `<p role="alert">This Checkout Session is ${session.status}.</p>` : ''
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><meta name="viewport" content="width=device-width"><title>Stripe Checkout</title>
          <h1>Pay ${amount}</h1>${closed}<form method="post"><button ${closed ? 'disabled' : ''}>Pay ${amount}</button></form>`,
      })
    }
    const paid = stripe.completeSession(id, { paymentIntent: `pi_${id}` })
    await stripeSays(appUrl, 'checkout.session.completed', paid, typeof paid.account === 'string' ? paid.account : null)
    return route.fulfill({ status: 303, headers: { location: String(paid.success_url) } })
  })
}

/** What a Checkout Session request asked Stripe for: the account, the amount, the currency and the mode. */
export function stripeCheckoutAsked(request: FakeStripe['requests'][number]) {
  const params = new URLSearchParams(request.body)
  return {
    account: request.headers['stripe-account'],
    amount: params.get('line_items[0][price_data][unit_amount]'),
    currency: params.get('line_items[0][price_data][currency]'),
    mode: params.get('mode'),
  }
}

/** Keeps what the app asked the stub, in order, with the test's results. */
export function keepStripeLog(stripe: FakeStripe, testInfo: TestInfo) {
  const log = stripe.requests.map(({ method, path, headers, body }) => ({
    method,
    path,
    account: headers['stripe-account'] ?? null,
    idempotencyKey: headers['idempotency-key'] ?? null,
    params: Object.fromEntries(new URLSearchParams(body)),
  }))
  writeFileSync(testInfo.outputPath('stripe-requests.json'), `${JSON.stringify(log, null, 2)}\n`)
}
