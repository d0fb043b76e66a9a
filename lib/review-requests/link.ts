// The review request's links are signed for one request row, so for one client and one gig: the review
// form opens with her name and ties her review to the gig; the unsubscribe link stops her e-mails only;
// the book-again link opens the artist's booking form with her name, e-mail and mobile filled.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { authSecret } from '@/lib/auth/token'
import { env } from '@/lib/env'

type Purpose = 'review' | 'unsubscribe' | 'book'

const signature = (purpose: Purpose, id: string) =>
  createHmac('sha256', authSecret()).update(`review-request:${purpose}:${id}`).digest('base64url').slice(0, 32)

// No dot: a path with one is taken for a file and skips proxy.ts, so the page would lose its security headers.
export const signedToken = (purpose: Purpose, id: string) => `${id}~${signature(purpose, id)}`

/** The request id a token was signed for, or null for anything else. */
export function requestIdOf(purpose: Purpose, token: string | null | undefined): string | null {
  if (!token || token.length > 200) return null
  const [id, given, ...rest] = token.split('~')
  if (!id || !given || rest.length || !/^[a-z0-9]{1,40}$/.test(id)) return null
  const expected = Buffer.from(signature(purpose, id))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null
}

/** 'Book your next event': the artist's booking form, her details filled from the token alone. */
export const bookAgainLinkFor = (slug: string, requestId: string) => `${env.APP_URL}/book/${slug}?again=${signedToken('book', requestId)}`

export const reviewLinkFor = (userId: string, requestId: string) => `${env.APP_URL}/post-review/${userId}?r=${signedToken('review', requestId)}`

/** The page a person opens from the e-mail's footer: one button, so link scanners unsubscribe nobody. */
export const unsubscribePageFor = (requestId: string) => `${env.APP_URL}/unsubscribe/${signedToken('unsubscribe', requestId)}`

/** RFC 8058: the mail app POSTs "List-Unsubscribe=One-Click" here. */
export const oneClickUnsubscribeFor = (requestId: string) => `${env.APP_URL}/v1/review-request/unsubscribe?token=${signedToken('unsubscribe', requestId)}`

export const unsubscribeHeaders = (requestId: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeFor(requestId)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
