// A consultation form's link is signed for one form row, so for one party member of one gig: it opens
// her form and no other. No dot in the token: a path with one is taken for a file and skips proxy.ts.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { authSecret } from '@/lib/auth/token'
import { env } from '@/lib/env'

const signature = (formId: string) => createHmac('sha256', authSecret()).update(`consultation:${formId}`).digest('base64url').slice(0, 32)

export const consultationToken = (formId: string) => `${formId}~${signature(formId)}`

/** The form id a token was signed for, or null for anything else. */
export function formIdOf(token: string | null | undefined): string | null {
  if (!token || token.length > 200) return null
  const [id, given, ...rest] = token.split('~')
  if (!id || !given || rest.length || !/^[a-z0-9]{1,40}$/.test(id)) return null
  const expected = Buffer.from(signature(id))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null
}

export const consultationUrl = (formId: string) => `${env.APP_URL}/consultation/${consultationToken(formId)}`
