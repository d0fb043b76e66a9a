// Facebook login: the e-mail is taken from Facebook's own answer, never from what a client posts, and
// only tokens Facebook issued to our app count. Without our app's id and secret there is no way to
// check that, so Facebook login is off until both are configured.
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { mintSessionToken } from './sessions'

export const NO_FACEBOOK_EMAIL = 'No email present on Facebook account. Please use email/password.'
export const FACEBOOK_LOGIN_OFF = 'Facebook login is not available here. Please use email/password.'
const NOT_CONFIRMED = 'Facebook could not confirm this login. Please try again.'

export type GraphConfig = { baseUrl: string; appId: string; appSecret: string }

/** Our Facebook app, or null when FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET are not both set. */
export const graphFromEnv = (): GraphConfig | null =>
  env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
    ? { baseUrl: env.FACEBOOK_GRAPH_BASE_URL, appId: env.FACEBOOK_CLIENT_ID, appSecret: env.FACEBOOK_CLIENT_SECRET }
    : null

async function graphGet(config: GraphConfig, path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
  const url = new URL(path, config.baseUrl)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  } catch (error) {
    log.warn('facebook unreachable', { error })
    throw new AppError('unavailable', 'Facebook is not answering right now. Please try again in a minute.', { retryAfter: 30 })
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) throw new AppError('unauthorized', NOT_CONFIRMED)
  return body
}

/** Who Facebook says holds this access token, once Facebook confirms the token was issued to our app. */
export async function fetchFacebookProfile(fbToken: string, config: GraphConfig) {
  const debug = (await graphGet(config, '/debug_token', { input_token: fbToken, access_token: `${config.appId}|${config.appSecret}` })).data as
    { app_id?: string; is_valid?: boolean } | undefined
  if (!debug?.is_valid || debug.app_id !== config.appId) throw new AppError('unauthorized', NOT_CONFIRMED)
  const me = await graphGet(config, '/me', { fields: 'id,name,email', access_token: fbToken })
  if (typeof me.id !== 'string') throw new AppError('unauthorized', NOT_CONFIRMED)
  return { id: me.id, email: typeof me.email === 'string' ? me.email.trim().toLowerCase() : null }
}

/** Finds the owner of this Facebook account (or of its e-mail) or creates one; no account is touched without an e-mail. */
export async function findOrCreateFacebookOwner({ facebookUserId, email }: { facebookUserId: string; email: string | null }) {
  if (!email) throw new AppError('unprocessable', NO_FACEBOOK_EMAIL)
  const select = { id: true, email: true, sessionVersion: true } as const
  return prisma.$transaction(async (tx) => {
    const linked = await tx.user.findUnique({ where: { facebookUserId }, select })
    if (linked) return linked
    const byEmail = await tx.user.findUnique({ where: { email }, select })
    if (byEmail) return tx.user.update({ where: { id: byEmail.id }, data: { facebookUserId }, select })
    return tx.user.create({ data: { email, facebookUserId, emailVerifiedAt: new Date() }, select })
  })
}

/**
 * `POST /v1/auth/fb-login`: the route limits the caller's address before Facebook is asked; this limits
 * the e-mail Facebook answers once it has (the posted payload names no e-mail worth counting).
 */
export async function loginWithFacebook({ fbToken, fbUserId }: { fbToken: string; fbUserId?: string }, config: GraphConfig | null = graphFromEnv()) {
  if (!config) throw new AppError('unavailable', FACEBOOK_LOGIN_OFF)
  const profile = await fetchFacebookProfile(fbToken, config)
  if (fbUserId && fbUserId !== profile.id) throw new AppError('unauthorized', NOT_CONFIRMED)
  await consumeRateLimit('fbLogin', profile.email)
  const user = await findOrCreateFacebookOwner({ facebookUserId: profile.id, email: profile.email })
  const session = await mintSessionToken(user)
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), userId: user.id }
}
