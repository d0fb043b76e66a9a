// The /v1 routes meant to answer without an owner's session, and why. The authorization matrix fails
// when a route declares `auth: 'public'` without being listed here, or is listed and is not public.
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /v1/health': 'load balancer health check; says nothing but "ok"',
  'GET /v1/kit': 'the brand catalogue for autocomplete; no owner data',
  'GET /v1/subscription/item': 'the feature catalogue and prices; no owner data',
  'POST /v1/auth/register': 'creating an account',
  'POST /v1/auth/login': 'logging in',
  'POST /v1/auth/fb-login': 'logging in with Facebook; the e-mail comes from Facebook',
  'POST /v1/auth/verify-email': 'the code from the verification e-mail is the credential',
  'POST /v1/auth/forgot-password': 'asking for a reset link; answers the same for every e-mail',
  'POST /v1/auth/resend-verification': 'asking for a new verification link; answers the same for every e-mail',
  'POST /v1/auth/new-password': 'the code from the reset e-mail is the credential',
  'POST /v1/review': 'customers review a business through its public link; the server decides the status',
  'GET /v1/review/[reviewId]': "what a review card shows (name, words, photos, the business's logo); a hidden review only to its owner",
  'GET /v1/util/route-image': 'the image proxy of the spec: public images only, SSRF-checked, rate limited',
  'POST /v1/webhooks/stripe': "Stripe's events; its signature, checked against STRIPE_WEBHOOK_SECRET, is the credential",
  'POST /v1/webhooks/stripe-connect':
    "events of artists' connected Stripe accounts; its signature, checked against STRIPE_CONNECT_WEBHOOK_SECRET, is the credential",
  'POST /v1/review/upload-photo': "customers' photos for a review, stored as the business's review images, rate limited",
  'POST /v1/booking-request': 'customers ask to book an owner from the public site ("Book me"); unknown owners refused, rate limited',
  'GET /v1/availability/slots':
    "an instant-book service's free start times for a month (times only, nothing of her gigs); unknown or request-only services refused, rate limited",
  'POST /v1/instant-booking': 'a client books a free time of an instant-book service and pays its deposit; the time is checked again and held, rate limited',
  'POST /v1/booking-request/upload-photo': "customers' inspiration photos for a booking request, stored as the business's booking images, rate limited",
  'GET /v1/calendar-feed/[token]': "the owner's private ICS feed for their phone's calendar; the secret in the address is the credential, 404 otherwise",
  'POST /v1/offer/[token]/accept': "the customer accepts an owner's offer; the secret token from the offer e-mail is the credential, rate limited",
  'POST /v1/offer/[token]/pay': 'the customer pays the rest of a booked gig by card; the offer token is the credential, rate limited',
  'GET /v1/offer/[token]/proposal': "the client's wedding proposal and the contract to sign; the offer token is the credential, 404 otherwise",
  'PATCH /v1/offer/[token]/proposal': 'the client changes headcounts within the limits the artist set; the offer token is the credential, rate limited',
  'POST /v1/offer/[token]/sign': 'the client signs the wedding contract she read (its hash checked again); the offer token is the credential, rate limited',
  'POST /v1/offer/[token]/retainer': 'the client pays the retainer of her signed contract, once; the offer token is the credential, rate limited',
  'GET /v1/offer/[token]/contract': "the client's signed contract to download; the offer token is the credential, 404 otherwise",
  'GET /v1/share/[token]':
    "one person's share of a gig's balance (her name and amount, the booking's day and place, how to pay); the share's secret link is the credential, 404 otherwise",
  'POST /v1/review-request/unsubscribe':
    "one-click unsubscribe (RFC 8058) from an owner's review requests; the token signed for that request is the credential, 404 otherwise, rate limited",
  'POST /v1/share/[token]/pay': 'a party member pays her share by card; the share token is the credential, rate limited',
  'GET /v1/consultation-form/[consultationToken]':
    "a party member's consultation form (her questions, never her answers); the token signed for that one form is the credential, 404 otherwise",
  'POST /v1/consultation-form/[consultationToken]':
    'a party member answers her consultation form (health answers only with her consent); the token signed for that one form is the credential, rate limited',
  'GET /v1/clients/[clientId]/photos/[photoId]':
    "a photo of a client's private album: answers only the owner's own session (read by the handler), and 404 to another owner and to a visitor alike",
}

/**
 * Public writes that carry no per-IP rate limit, and why. Every other public route that is not a GET
 * must declare `rateLimit` in its route spec (tests/integration/public-rate-limits.test.ts).
 */
export const UNLIMITED_PUBLIC_WRITES: Record<string, string> = {
  'POST /v1/webhooks/stripe': 'Stripe sends bursts of events from a few addresses; an unsigned call is refused before any work',
  'POST /v1/webhooks/stripe-connect': 'as POST /v1/webhooks/stripe, for the events of connected accounts',
}
