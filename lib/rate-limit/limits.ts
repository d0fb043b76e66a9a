// Every rate limit of the app, in one place: points per window. Override one with an env var named
// RATE_LIMIT_<NAME> set to "<points>/<seconds>", e.g. RATE_LIMIT_LOGIN=20/900. A message's {points} reads
// the limit in force.
export const RATE_LIMITS = {
  /** Every call to a login entrance, per address: floods of any input. */
  loginRequest: { points: 60, seconds: 15 * 60, message: 'Too many login attempts. Please wait a few minutes and try again.' },
  /** Failed logins per address: past it the address is refused, even with the right password. */
  login: { points: 10, seconds: 15 * 60, message: 'Too many login attempts. Please wait a few minutes and try again.' },
  /**
   * Failed logins for one e-mail, from anywhere. Past it nobody is locked out (the owner's right password
   * still works): each further failure costs its address LOGIN_FAILURE_COST_UNDER_ATTACK points of `login`.
   */
  loginAccount: { points: 10, seconds: 15 * 60, message: 'Too many login attempts. Please wait a few minutes and try again.' },
  register: { points: 10, seconds: 15 * 60, message: 'Too many sign-ups from here. Please wait a few minutes and try again.' },
  forgotPassword: { points: 10, seconds: 15 * 60, message: 'Too many reset requests. Please wait a few minutes and try again.' },
  fbLogin: { points: 10, seconds: 15 * 60, message: 'Too many login attempts. Please wait a few minutes and try again.' },
  verifyCode: { points: 20, seconds: 15 * 60, message: 'Too many attempts. Please wait a few minutes and try again.' },
  verificationEmail: {
    points: 5,
    seconds: 60 * 60,
    message: 'We have sent a few links already. Please check your inbox and spam folder, or try again in an hour.',
  },
  review: { points: 10, seconds: 60 * 60, message: 'Too many reviews from here. Please try again later.' },
  /** One-click unsubscribes from review requests (a mail app's POST, or the page's button). */
  unsubscribe: { points: 30, seconds: 60 * 60, message: 'Too many attempts from here. Please try again later.' },
  publicUpload: { points: 30, seconds: 60 * 60, message: 'Too many uploads from here. Please try again later.' },
  bookingRequest: { points: 10, seconds: 60 * 60, message: 'Too many requests from here. Please try again later.' },
  /**
   * Not a caller's limit: the "we have your request" receipts one address gets a day from anonymous
   * booking requests, whichever owner and address they come from. Past it the request is still made and
   * its owner told; only the receipt is not sent.
   */
  bookingRequestReceipt: { points: 3, seconds: 24 * 60 * 60, message: 'This address has had its booking request receipts for today.' },
  offer: { points: 20, seconds: 60 * 60, message: 'Too many attempts from here. Please try again later.' },
  /** A client's instant bookings of a free time (each holds the time 10 minutes while she pays). */
  instantBooking: { points: 10, seconds: 60 * 60, message: 'Too many bookings from here. Please try again later.' },
  /** The public calendar of free times: a month per call, a client browsing a few months and services. */
  availabilitySlots: { points: 300, seconds: 60 * 60, message: 'Too many look-ups from here. Please try again later.' },
  /** A party member's answers on her consultation form. */
  consultation: { points: 30, seconds: 60 * 60, message: 'Too many answers from here. Please try again later.' },
  /** A client's headcount changes and signature on a wedding proposal. */
  proposal: { points: 60, seconds: 60 * 60, message: 'Too many changes from here. Please try again later.' },
  support: { points: 10, seconds: 60 * 60, message: 'Too many messages. Please try again later.' },
  imageProxy: { points: 600, seconds: 60 * 60, message: 'Too many image requests from here. Please try again later.' },
  /** Reminder e-mails per offer (gig). */
  offerReminder: {
    points: 3,
    seconds: 24 * 60 * 60,
    message: 'You have sent {points} reminders for this offer today. Please try again tomorrow, or copy the offer link and send it yourself.',
  },
  /**
   * E-mails and texts to clients on an owner's behalf (lib/mail/client-messages.ts): counted in the
   * ClientMessage ledger, not by rate-limiter-flexible, but their numbers and overrides live here too.
   */
  clientMessages: {
    points: 100,
    seconds: 24 * 60 * 60,
    message: "You've sent {points} e-mails to clients today, the most for one day. Please try again tomorrow.",
  },
  /** The same, for an owner whose e-mail is not verified yet. */
  clientMessagesUnverified: {
    points: 20,
    seconds: 24 * 60 * 60,
    message: "You've sent {points} e-mails to clients today. Verify your e-mail (see Settings) to send more, or try again tomorrow.",
  },
  /** Messages to one client's address or number, whoever sends them. */
  clientMessagesRecipient: {
    points: 10,
    seconds: 24 * 60 * 60,
    message: 'This client has had {points} e-mails from Glowfolio today. Please try again tomorrow, or get in touch with them yourself.',
  },
  /** The very same message to the same person. */
  clientMessageRepeat: {
    points: 1,
    seconds: 60 * 60,
    message: 'This client got this same e-mail less than an hour ago. Please try again later.',
  },
  reviewImport: {
    points: 3,
    seconds: 24 * 60 * 60,
    message: 'You have asked us to import reviews {points} times today. We are on it: please wait for our reply before asking again.',
  },
  reviewCardEmail: { points: 30, seconds: 60 * 60, message: 'You have e-mailed yourself a lot of cards this hour. Please try again later.' },
  /** Not a caller's limit: the team hears about an owner's empty Instagram at most once a day. */
  instagramEmptyAlert: { points: 1, seconds: 24 * 60 * 60, message: 'The team was already alerted about this owner today.' },
  /** Review card PNGs drawn anew; a 304 for a card the caller already has is not counted. */
  cardRender: { points: 120, seconds: 60 * 60, message: 'Too many review cards from here. Please try again later.' },
  /**
   * Share images of public pages drawn anew, per address. Crawlers fetch them from few addresses for
   * many owners, but a drawn image is kept in memory and a 304 is free: only first renders count.
   */
  shareImage: { points: 300, seconds: 60 * 60, message: 'Too many share images from here. Please try again later.' },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

/** The env var that overrides a limit: forgotPassword → RATE_LIMIT_FORGOT_PASSWORD. */
export const rateLimitEnvName = (name: RateLimitName) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`

export function rateLimitFor(name: RateLimitName): { points: number; seconds: number; message: string } {
  const base = RATE_LIMITS[name]
  const override = process.env[rateLimitEnvName(name)]
  const match = override?.match(/^(\d+)\/(\d+)$/)
  const points = match ? Number(match[1]) : base.points
  const seconds = match ? Number(match[2]) : base.seconds
  return { points, seconds, message: base.message.replace('{points}', String(points)) }
}
