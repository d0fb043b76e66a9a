// A local stand-in for Stripe's API (form-encoded requests, JSON answers) with what the app uses:
// customers, products (made under the caller's id, once), Checkout Sessions (kept per account, open
// until paid or expired; a subscription-mode one starts a subscription when completed), subscriptions
// with their items (added with POST /v1/subscription_items or a subscription update, deleted with
// DELETE /v1/subscription_items/:id, each recording its proration_behavior), billing portal sessions, and Connect: accounts (with controller properties, or a legacy type), Account Links,
// and refunds on a connected account (`Stripe-Account`). It records every call, answers a repeated
// Idempotency-Key with the first answer, and refuses what Stripe refuses for the calls it knows.
import { startHttpStub, type StubReply, type StubRequest } from './http-stub'

const refused = (message: string, status = 400): StubReply => ({ status, json: { error: { type: 'invalid_request_error', message } } })

/** What Stripe checks of an account's controller properties, and the properties a legacy type stands for. */
function accountController(form: URLSearchParams): Record<string, unknown> | string {
  const type = form.get('type')
  const fields = ['stripe_dashboard][type', 'losses][payments', 'fees][payer', 'requirement_collection'].map((key) => form.get(`controller[${key}]`))
  const [dashboard, losses, fees, collection] = fields
  if (type && fields.some(Boolean)) return 'You cannot specify both `type` and `controller`.'
  if (type === 'express')
    return {
      type: 'application',
      is_controller: true,
      stripe_dashboard: { type: 'express' },
      losses: { payments: 'application' },
      fees: { payer: 'application_express' },
      requirement_collection: 'stripe',
    }
  if (type) return `The fake only knows express accounts, not ${type}`
  if (!fields.some(Boolean)) return 'Please specify the account `controller` properties (or a `type`).'
  const controller = {
    type: 'application',
    is_controller: true,
    stripe_dashboard: { type: dashboard ?? 'full' },
    losses: { payments: losses ?? 'stripe' },
    fees: { payer: fees ?? 'account' },
    requirement_collection: collection ?? 'stripe',
  }
  if (controller.losses.payments === 'application' && controller.fees.payer !== 'application')
    return 'Setting `controller[losses][payments]=application` requires `controller[fees][payer]=application`.'
  if (controller.stripe_dashboard.type !== 'none' && controller.requirement_collection === 'application')
    return '`controller[requirement_collection]=application` requires `controller[stripe_dashboard][type]=none`.'
  if (controller.stripe_dashboard.type === 'full' && controller.fees.payer !== 'account')
    return 'Accounts with the full Stripe Dashboard pay their own Stripe fees: `controller[fees][payer]` must be `account`.'
  return controller
}

/** Stripe's own refusal of a Checkout Session missing what it requires, or undefined when it would open. */
function checkoutSessionRefusal(form: URLSearchParams): string | undefined {
  const mode = form.get('mode')
  if (!mode) return 'Missing required param: mode.'
  if (!['payment', 'subscription', 'setup'].includes(mode)) return `Invalid mode: must be one of payment, setup, or subscription`
  if (!form.get('success_url')) return 'Missing required param: success_url.'
  if (mode === 'setup') return undefined
  if (!form.has('line_items[0][quantity]') && !form.has('line_items[0][price]')) return `line_items is required in ${mode} mode.`
  for (let item = 0; form.has(`line_items[${item}][quantity]`) || form.has(`line_items[${item}][price]`); item++) {
    const field = (name: string) => form.get(`line_items[${item}]${name}`)
    if (!/^[1-9]\d*$/.test(field('[quantity]') ?? '')) return `Missing required param: line_items[${item}][quantity].`
    if (field('[price]')) continue
    if (!field('[price_data][currency]')) return `Missing required param: line_items[${item}][price_data][currency].`
    if (!field('[price_data][product]') && !field('[price_data][product_data][name]'))
      return `Missing required param: line_items[${item}][price_data][product_data][name].`
    if (!/^\d+$/.test(field('[price_data][unit_amount]') ?? '')) return `Missing required param: line_items[${item}][price_data][unit_amount].`
    if (mode === 'subscription' && !field('[price_data][recurring][interval]'))
      return `You must provide at least one recurring price in \`subscription\` mode when using prices.`
    // Stripe's smallest charge in Australian dollars.
    if (mode === 'payment' && Number(field('[price_data][unit_amount]')) * Number(field('[quantity]')) < 50)
      return "The Checkout Session's total amount due must add up to at least A$0.50"
  }
  return undefined
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>

export async function startFakeStripe() {
  // Test files run side by side on one database, each with its own stub: ids carry the stub's own tag so
  // two stubs never hand out the same account or session id (both are unique columns).
  const tag = Math.random().toString(36).slice(2, 8)
  let counter = 0
  const nextId = () => `${tag}${++counter}`
  const subscriptions = new Map<string, Record<string, unknown>>()
  const accounts = new Map<string, Record<string, unknown>>()
  const sessions = new Map<string, Record<string, unknown>>()
  /** A paid page's PaymentIntent, on its account, with its charge and the fee Stripe took (1.75 % + 30 c). */
  const paymentIntents = new Map<string, { account: string | null; amount: number; fee: number | null }>()
  const products = new Set<string>()
  type Item = {
    id: string
    object: 'subscription_item'
    subscription: string
    price: Record<string, unknown>
    metadata: Record<string, string>
    current_period_end: number
  }
  const itemsOf = (subscription: Record<string, unknown>) => (subscription.items as { data: Item[] }).data
  /** Stripe's price_data, as form fields under `prefix`, made into the item's inline price; a string when Stripe would refuse it. */
  function inlinePrice(form: URLSearchParams, prefix: string): Record<string, unknown> | string {
    const product = form.get(`${prefix}[product]`)
    if (!product) return `Missing required param: ${prefix}[product].`
    if (!products.has(product)) return `No such product: '${product}'`
    if (!form.get(`${prefix}[recurring][interval]`)) return `Missing required param: ${prefix}[recurring].`
    return {
      id: `price_${nextId()}`,
      object: 'price',
      product,
      currency: form.get(`${prefix}[currency]`),
      unit_amount: Number(form.get(`${prefix}[unit_amount]`)),
      recurring: { interval: form.get(`${prefix}[recurring][interval]`) },
    }
  }
  const formMetadata = (form: URLSearchParams, prefix: string) =>
    Object.fromEntries([...form].flatMap(([key, value]) => (key.startsWith(`${prefix}[`) ? [[key.slice(prefix.length + 1, -1), value]] : [])))
  const periodEndOf = (subscription: Record<string, unknown>) => itemsOf(subscription)[0]?.current_period_end ?? Math.floor(Date.now() / 1000) + 30 * 86400
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
      const controller = accountController(form)
      if (typeof controller === 'string') return refused(controller)
      if (!form.get('country')) return refused('Missing required param: country.')
      const id = `acct_${nextId()}`
      accounts.set(id, {
        id,
        object: 'account',
        type: form.get('type') ?? 'none',
        controller,
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
          url: `https://connect.stripe.test/setup/e/${form.get('account')}/${nextId()}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      }
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      if (!form.get('payment_intent') && !form.get('charge')) return refused('One of `charge` or `payment_intent` is required.')
      if (form.has('amount') && !/^[1-9]\d*$/.test(form.get('amount')!)) return refused('Invalid positive integer: amount.')
      return {
        json: {
          id: `re_${nextId()}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          currency: 'aud',
          status: 'succeeded',
        },
      }
    }
    if (request.method === 'POST' && request.path === '/v1/products') {
      const id = form.get('id') ?? `prod_${nextId()}`
      if (!form.get('name')) return refused('Missing required param: name.')
      if (products.has(id))
        return { status: 400, json: { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: `Product already exists.` } } }
      products.add(id)
      return { json: { id, object: 'product', name: form.get('name') } }
    }
    if (request.method === 'POST' && request.path === '/v1/subscription_items') {
      const subscription = subscriptions.get(form.get('subscription') ?? '')
      if (!subscription) return refused(`No such subscription: '${form.get('subscription')}'`)
      if (subscription.status === 'canceled') return refused('A canceled subscription cannot be updated.')
      const price = inlinePrice(form, 'price_data')
      if (typeof price === 'string') return refused(price)
      const item: Item = {
        id: `si_${nextId()}`,
        object: 'subscription_item',
        subscription: subscription.id as string,
        price,
        metadata: formMetadata(form, 'metadata'),
        current_period_end: periodEndOf(subscription),
      }
      itemsOf(subscription).push(item)
      return { json: item }
    }
    const subscriptionItem = request.path.match(/^\/v1\/subscription_items\/(\w+)$/)
    if (subscriptionItem && request.method === 'DELETE') {
      const subscription = [...subscriptions.values()].find((candidate) => itemsOf(candidate).some((item) => item.id === subscriptionItem[1]))
      if (!subscription) return refused(`No such subscription_item: '${subscriptionItem[1]}'`, 404)
      if (itemsOf(subscription).length === 1)
        return refused('A subscription must have at least one active plan. To cancel a subscription, please use the cancel API endpoint on /v1/subscriptions.')
      const items = itemsOf(subscription)
      items.splice(
        items.findIndex((item) => item.id === subscriptionItem[1]),
        1,
      )
      return { json: { id: subscriptionItem[1], object: 'subscription_item', deleted: true } }
    }
    if (request.method === 'POST' && request.path === '/v1/customers') return { json: { id: `cus_${nextId()}`, object: 'customer', email: form.get('email') } }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const refusal = checkoutSessionRefusal(form)
      if (refusal) return refused(refusal)
      const account = request.headers['stripe-account']
      const id = `cs_test_${nextId()}`
      const metadata = Object.fromEntries([...form].flatMap(([key, value]) => (key.match(/^metadata\[(\w+)\]$/) ? [[key.slice(9, -1), value]] : [])))
      if (form.get('mode') === 'subscription' && form.get('line_items[0][price_data][product]')) {
        const price = inlinePrice(form, 'line_items[0][price_data]')
        if (typeof price === 'string') return refused(price)
      }
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer: form.get('customer'),
        customer_email: form.get('customer_email'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0) * Number(form.get('line_items[0][quantity]') ?? 1),
        currency: form.get('line_items[0][price_data][currency]'),
        metadata,
        ...(form.get('mode') === 'subscription'
          ? {
              line_price: form.get('line_items[0][price_data][product]') ? inlinePrice(form, 'line_items[0][price_data]') : null,
              trial_period_days: Number(form.get('subscription_data[trial_period_days]') ?? 0),
              subscription_metadata: formMetadata(form, 'subscription_data[metadata]'),
            }
          : {}),
        payment_intent: null,
        expires_at: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        account: typeof account === 'string' ? account : null,
      }
      sessions.set(id, session)
      return { json: session }
    }
    const checkoutSession = request.path.match(/^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/)
    if (checkoutSession) {
      const session = sessions.get(checkoutSession[1])
      // A connected account's session is only found through that account.
      if (!session || session.account !== (request.headers['stripe-account'] ?? null)) return refused(`No such checkout.session: '${checkoutSession[1]}'`, 404)
      if (request.method === 'GET' && !checkoutSession[2]) return { json: session }
      if (request.method !== 'POST' || !checkoutSession[2]) return refused(`Unknown ${request.method} ${request.path}`, 404)
      if (session.status !== 'open') return refused(`Only Checkout Sessions with a status in ["open"] can be expired. This one is ${session.status}.`)
      Object.assign(session, { status: 'expired' })
      return { json: session }
    }
    const paymentIntent = request.path.match(/^\/v1\/payment_intents\/(\w+)$/)
    if (paymentIntent && request.method === 'GET') {
      const intent = paymentIntents.get(paymentIntent[1])
      if (!intent || intent.account !== (request.headers['stripe-account'] ?? null)) return refused(`No such payment_intent: '${paymentIntent[1]}'`, 404)
      const chargeId = `ch_${paymentIntent[1]}`
      // The fee is known once the charge's balance transaction exists; until then it is null, as on Stripe.
      const balanceTransaction =
        intent.fee === null ? null : { id: `txn_${paymentIntent[1]}`, object: 'balance_transaction', amount: intent.amount, fee: intent.fee, currency: 'aud' }
      // Stripe takes `expand[]=` or `expand[0]=` (what stripe-node sends).
      const expanded = [...request.query].some(([key, value]) => /^expand\[\d*\]$/.test(key) && value === 'latest_charge.balance_transaction')
      return {
        json: {
          id: paymentIntent[1],
          object: 'payment_intent',
          amount: intent.amount,
          currency: 'aud',
          status: 'succeeded',
          latest_charge: expanded ? { id: chargeId, object: 'charge', amount: intent.amount, balance_transaction: balanceTransaction } : chargeId,
        },
      }
    }
    const subscription = request.path.match(/^\/v1\/subscriptions\/([\w]+)$/)
    if (subscription) {
      const current = subscriptions.get(subscription[1])
      if (!current) return { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such subscription' } } }
      if (request.method !== 'POST') return { json: current }
      if (current.status === 'canceled') return refused('A canceled subscription can only update its cancellation_details and metadata.')
      if (form.has('cancel_at_period_end')) Object.assign(current, { cancel_at_period_end: form.get('cancel_at_period_end') === 'true' })
      // items[n]: a new item (price_data), or an existing one (id) to delete.
      const adding: Item[] = []
      for (let n = 0; form.has(`items[${n}][id]`) || form.has(`items[${n}][price_data][product]`); n++) {
        const id = form.get(`items[${n}][id]`)
        if (id) {
          if (!itemsOf(current).some((item) => item.id === id)) return refused(`No such subscription_item: '${id}'`)
          if (form.get(`items[${n}][deleted]`) === 'true')
            Object.assign(current, { items: { object: 'list', data: itemsOf(current).filter((item) => item.id !== id) } })
          continue
        }
        const price = inlinePrice(form, `items[${n}][price_data]`)
        if (typeof price === 'string') return refused(price)
        adding.push({
          id: `si_${nextId()}`,
          object: 'subscription_item',
          subscription: current.id as string,
          price,
          metadata: formMetadata(form, `items[${n}][metadata]`),
          current_period_end: periodEndOf(current),
        })
      }
      itemsOf(current).push(...adding)
      if (!itemsOf(current).length) return refused('A subscription must have at least one active plan.')
      const trialEnd = form.get('trial_end')
      if (trialEnd) Object.assign(current, { status: 'trialing', trial_end: trialEnd === 'now' ? Math.floor(Date.now() / 1000) : Number(trialEnd) })
      return { json: current }
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions')
      return { json: { id: `bps_${nextId()}`, object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session' } }
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
    /** Subscriptions as Stripe holds them now, by id. */
    subscriptions,
    /**
     * The owner finishes a subscription-mode Checkout page: Stripe starts the subscription, with one
     * item of the page's price (and its trial), and the session then names it.
     */
    completeSubscriptionSession(id: string, { periodDays = 30 }: { periodDays?: number } = {}) {
      const session = sessions.get(id)
      if (!session || session.mode !== 'subscription') throw new Error(`the stub has no subscription checkout session ${id}`)
      if (session.status !== 'open') throw new Error(`checkout session ${id} is ${session.status}`)
      const now = Math.floor(Date.now() / 1000)
      const trialDays = Number(session.trial_period_days ?? 0)
      const subscriptionId = `sub_${nextId()}`
      const periodEnd = now + (trialDays || periodDays) * 86400
      subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: trialDays ? 'trialing' : 'active',
        trial_end: trialDays ? periodEnd : null,
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: session.subscription_metadata,
        items: {
          object: 'list',
          data: [
            {
              id: `si_${nextId()}`,
              object: 'subscription_item',
              subscription: subscriptionId,
              price: session.line_price,
              metadata: {},
              current_period_end: periodEnd,
            },
          ],
        },
      })
      Object.assign(session, { status: 'complete', payment_status: trialDays ? 'no_payment_required' : 'paid', subscription: subscriptionId })
      return { session, subscription: subscriptions.get(subscriptionId)! }
    },
    /** Checkout Sessions the app opened, by id. */
    sessions,
    /**
     * The client finishes a Checkout page: the session as Stripe then holds it (and sends it in
     * checkout.session.completed). `unpaid`: a delayed method (BECS Direct Debit) still on its way.
     */
    completeSession(id: string, { paymentStatus = 'paid', paymentIntent = `pi_${id}` }: { paymentStatus?: 'paid' | 'unpaid'; paymentIntent?: string } = {}) {
      const session = sessions.get(id)
      if (!session) throw new Error(`the stub has no checkout session ${id}`)
      if (session.status !== 'open') throw new Error(`checkout session ${id} is ${session.status}`)
      const amount = Number(session.amount_total)
      paymentIntents.set(paymentIntent, { account: session.account as string | null, amount, fee: Math.round(amount * 0.0175) + 30 })
      return Object.assign(session, { status: 'complete', payment_status: paymentStatus, payment_intent: paymentIntent })
    },
    /** Card payments as Stripe holds them: `fee` null while the charge's balance transaction is not made yet. */
    paymentIntents,
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
