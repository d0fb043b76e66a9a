// A local stand-in for Stripe's API (form-encoded requests, JSON answers) with what the app uses:
// customers, Checkout Sessions, subscriptions and billing portal sessions. It records every call.
import { startHttpStub, type StubReply } from './http-stub'

export async function startFakeStripe() {
  let counter = 0
  const subscriptions = new Map<string, Record<string, unknown>>()
  const stub = await startHttpStub((request): StubReply => {
    if (!String(request.headers.authorization).startsWith('Bearer sk_test_')) return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }
    const form = new URLSearchParams(request.body)
    if (request.method === 'POST' && request.path === '/v1/customers') return { json: { id: `cus_${++counter}`, object: 'customer', email: form.get('email') } }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`
      return { json: { id, object: 'checkout.session', mode: form.get('mode') ?? 'subscription', url: `https://checkout.stripe.test/c/pay/${id}`, customer: form.get('customer'), customer_email: form.get('customer_email') } }
    }
    const subscription = request.path.match(/^\/v1\/subscriptions\/([\w]+)$/)
    if (subscription) {
      const current = subscriptions.get(subscription[1])
      if (!current) return { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such subscription' } } }
      if (request.method === 'POST') Object.assign(current, { cancel_at_period_end: form.get('cancel_at_period_end') === 'true' })
      return { json: current }
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') return { json: { id: `bps_${++counter}`, object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session' } }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: `Unknown ${request.method} ${request.path}` } } }
  })

  return {
    ...stub,
    /** A subscription as Stripe holds it now (after Checkout, or as it changes later). */
    addSubscription(id: string, fields: { status: string; trial_end?: number | null; current_period_end: number; cancel_at_period_end?: boolean; canceled_at?: number | null; metadata?: Record<string, string> }) {
      subscriptions.set(id, { id, object: 'subscription', cancel_at_period_end: false, canceled_at: null, trial_end: null, ...fields, items: { object: 'list', data: [{ id: `si_${id}`, current_period_end: fields.current_period_end }] } })
    },
  }
}

export const fakeStripeEnv = (url: string) => ({ STRIPE_SECRET_KEY: 'sk_test_glowfolio', STRIPE_WEBHOOK_SECRET: 'whsec_test_glowfolio', STRIPE_BASE_URL: url })
