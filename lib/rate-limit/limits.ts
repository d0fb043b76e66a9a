// Every rate limit of the app, in one place: points per window. Override one with an env var named
// RATE_LIMIT_<NAME> set to "<points>/<seconds>", e.g. RATE_LIMIT_LOGIN=20/900.
export const RATE_LIMITS = {
  login: { points: 10, seconds: 15 * 60, message: 'Too many login attempts. Please wait a few minutes and try again.' },
  register: { points: 10, seconds: 15 * 60, message: 'Too many sign-ups from here. Please wait a few minutes and try again.' },
  forgotPassword: { points: 10, seconds: 15 * 60, message: 'Too many reset requests. Please wait a few minutes and try again.' },
  fbLogin: { points: 10, seconds: 15 * 60, message: 'Too many login attempts. Please wait a few minutes and try again.' },
  verifyCode: { points: 20, seconds: 15 * 60, message: 'Too many attempts. Please wait a few minutes and try again.' },
  review: { points: 10, seconds: 60 * 60, message: 'Too many reviews from here. Please try again later.' },
  publicUpload: { points: 30, seconds: 60 * 60, message: 'Too many uploads from here. Please try again later.' },
  bookingRequest: { points: 10, seconds: 60 * 60, message: 'Too many requests from here. Please try again later.' },
  offer: { points: 20, seconds: 60 * 60, message: 'Too many attempts from here. Please try again later.' },
  support: { points: 10, seconds: 60 * 60, message: 'Too many messages. Please try again later.' },
  imageProxy: { points: 600, seconds: 60 * 60, message: 'Too many image requests from here. Please try again later.' },
  reviewCardEmail: { points: 30, seconds: 60 * 60, message: 'You have e-mailed yourself a lot of cards this hour. Please try again later.' },
  /** Not a caller's limit: the team hears about an owner's empty Instagram at most once a day. */
  instagramEmptyAlert: { points: 1, seconds: 24 * 60 * 60, message: 'The team was already alerted about this owner today.' },
  /** Review card PNGs drawn anew; a 304 for a card the caller already has is not counted. */
  cardRender: { points: 120, seconds: 60 * 60, message: 'Too many review cards from here. Please try again later.' },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

/** The env var that overrides a limit: forgotPassword → RATE_LIMIT_FORGOT_PASSWORD. */
export const rateLimitEnvName = (name: RateLimitName) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`

export function rateLimitFor(name: RateLimitName): { points: number; seconds: number; message: string } {
  const base = RATE_LIMITS[name]
  const override = process.env[rateLimitEnvName(name)]
  const match = override?.match(/^(\d+)\/(\d+)$/)
  return match ? { ...base, points: Number(match[1]), seconds: Number(match[2]) } : base
}
