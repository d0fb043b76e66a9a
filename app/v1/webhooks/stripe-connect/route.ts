import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { readTextWithin } from '@/lib/http/read-body'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { stripeEventAnswer } from '@/lib/payments/schema'
import { applyStripeEvent, verifyStripeEvent } from '@/lib/payments/stripe-webhook'

/** Events of artists' connected accounts (Stripe's Connect endpoint, its own signing secret). */
export const POST = route({ auth: 'public', response: stripeEventAnswer }, async ({ request }) => {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_CONNECT_WEBHOOK_SECRET) throw new AppError('not_found', 'Stripe Connect is not configured')
  const config = { secretKey: env.STRIPE_SECRET_KEY, baseUrl: env.STRIPE_BASE_URL, webhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET }
  const event = verifyStripeEvent(config, await readTextWithin(request, 512 * 1024), request.headers.get('stripe-signature'))
  return { received: true as const, ...(await applyStripeEvent(config, event)) }
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
