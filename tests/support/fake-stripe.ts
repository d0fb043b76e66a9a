// A local stand-in for Stripe's API (form-encoded requests, JSON answers) with what the app uses:
// customers, Checkout Sessions, subscriptions, billing portal sessions, and Connect: Express accounts,
// Account Links, and refunds on a connected account (`Stripe-Account`). It records every call, and
// answers a repeated Idempotency-Key with the first answer, as Stripe does.
import { startHttpStub, type StubReply, type StubRequest } from './http-stub'

export async function startFakeStripe() {
  let counter = 0
  const subscriptions = new Map<string, Record<string, unknown>>()
  const accounts = new Map<string, Record<string, unknown>>()
  const answered = new Map<string, StubReply>()
  const refusals = new Map<string, string>()
  const stub = await startHttpStub((request): StubReply => {
    if (!String(request.headers.authorization).startsWith('Bearer sk_test_'))
      return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }
    const key = request.headers['idempotency-key']
    const known = typeof key === 'string' && request.method === 'POST' ? answered.get(key) : undefined
    if (known) return known
    const refusal = refusals.get(request.path)
    refusals.delete(request.path)
    const reply: StubReply = refusal ? { status: 400, json: { error: { type: 'invalid_request_error', message: refusal } } } : answer(request)
    if (typeof key === 'string' && request.method === 'POST' && (reply.status ?? 200) < 300) answered.set(key, reply)
    return reply
  })

  function answer(request: StubRequest): StubReply {
    const form = new URLSearchParams(request.body)
    if (request.method === 'POST' && request.path === '/v1/accounts') {
      const id = `acct_${++counter}`
      accounts.set(id, {
        id,
        object: 'account',
        type: form.get('type'),
        country: form.get('country'),
        email: form.get('email'),
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: { userId: form.get('metadata[userId]') },
      })
      return { json: accounts.get(id) }
    }
    const account = request.path.match(/^\/v1\/accounts\/(\w+)$/)
    if (account && request.method === 'GET') {
      const current = accounts.get(account[1])
      return current ? { json: current } : { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such account' } } }
    }
    if (request.method === 'POST' && request.path === '/v1/account_links') {
      if (!accounts.has(form.get('account') ?? '')) return { status: 400, json: { error: { type: 'invalid_request_error', message: 'No such account' } } }
      return {
        json: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${form.get('account')}/${++counter}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      }
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      return {
        json: {
          id: `re_${++counter}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          currency: 'aud',
          status: 'succeeded',
        },
      }
    }
    if (request.method === 'POST' && request.path === '/v1/customers') return { json: { id: `cus_${++counter}`, object: 'customer', email: form.get('email') } }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`
      return {
        json: {
          id,
          object: 'checkout.session',
          mode: form.get('mode') ?? 'subscription',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          customer: form.get('customer'),
          customer_email: form.get('customer_email'),
        },
      }
    }
    const subscription = request.path.match(/^\/v1\/subscriptions\/([\w]+)$/)
    if (subscription) {
      const current = subscriptions.get(subscription[1])
      if (!current) return { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such subscription' } } }
      if (request.method === 'POST') Object.assign(current, { cancel_at_period_end: form.get('cancel_at_period_end') === 'true' })
      return { json: current }
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions')
      return { json: { id: `bps_${++counter}`, object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session' } }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: `Unknown ${request.method} ${request.path}` } } }
  }

  return {
    ...stub,
    /** A subscription as Stripe holds it now (after Checkout, or as it changes later). */
    addSubscription(
      id: string,
      fields: {
        status: string
        trial_end?: number | null
        current_period_end: number
        cancel_at_period_end?: boolean
        canceled_at?: number | null
        metadata?: Record<string, string>
      },
    ) {
      subscriptions.set(id, {
        id,
        object: 'subscription',
        cancel_at_period_end: false,
        canceled_at: null,
        trial_end: null,
        ...fields,
        items: { object: 'list', data: [{ id: `si_${id}`, current_period_end: fields.current_period_end }] },
      })
    },
    /** The next call to `path` is refused with Stripe's invalid_request_error and this message. */
    refuseNext(path: string, message: string) {
      refusals.set(path, message)
    },
    /** The artist's connected account as Stripe holds it now (after onboarding, or a check). */
    updateAccount(
      id: string,
      fields: {
        charges_enabled?: boolean
        payouts_enabled?: boolean
        details_submitted?: boolean
        requirements?: { past_due: string[]; disabled_reason: string | null }
      },
    ) {
      const current = accounts.get(id)
      if (!current) throw new Error(`the stub has no account ${id}`)
      Object.assign(current, fields)
      return current
    },
  }
}

/** The API key the fake accepts (any sk_test_ key), and the secrets the app checks webhooks against. */
export const FAKE_STRIPE_KEYS = { secretKey: 'sk_test_glowfolio', webhookSecret: 'whsec_test_glowfolio', connectWebhookSecret: 'whsec_test_connect' }

export const fakeStripeEnv = (url: string) => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
  STRIPE_CONNECT_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.connectWebhookSecret,
  STRIPE_BASE_URL: url,
})
