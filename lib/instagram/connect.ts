import { randomBytes } from 'node:crypto'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { siteChanged } from '@/lib/site/site-changed'
import { graphFromEnv, isDemoInstagram, proxyFromEnv } from './config'
import { DEMO_ACCOUNT_ID, demoSource } from './demo-source'
import type { InstagramConnectionAnswer } from './schema'
import { normaliseHandle } from './types'

export const OAUTH_STATE_COOKIE = 'glowfolio.instagram-state'
export const DEMO_CODE = 'demo'

/** Where to send the owner to authorise us: Instagram, or straight back with the demo code. */
export function instagramAuthorizeRedirect(returnPath: string) {
  const state = randomBytes(16).toString('base64url')
  const redirectUri = `${env.APP_URL}${returnPath}`
  const graph = graphFromEnv()
  if (graph) return { state, url: graph.authorizeUrl({ redirectUri, state }) }
  if (!isDemoInstagram()) throw new AppError('conflict', 'Instagram login is not available. Please enter your Instagram username instead.')
  const back = new URL(redirectUri)
  back.searchParams.set('code', DEMO_CODE)
  back.searchParams.set('state', state)
  return { state, url: back.toString() }
}

/** Exchanges the code for a long-lived token, kept on the server only. */
export async function connectInstagram({
  user,
  code,
  redirectUri,
}: {
  user: { id: string }
  code: string
  redirectUri: string
}): Promise<InstagramConnectionAnswer> {
  const graph = graphFromEnv()
  if (graph) {
    const token = await graph.exchangeCode({ code, redirectUri })
    const profile = await graph.profile(token.accessToken)
    const owner = await prisma.user.update({
      where: { id: user.id },
      data: {
        instagramToken: token.accessToken,
        instagramTokenExpiresAt: token.expiresAt,
        instagramUserId: profile.id,
        instagramAccountType: profile.accountType,
        instaUsername: normaliseHandle(profile.username),
      },
      select: { instaUsername: true },
    })
    // The site links to the handle.
    await siteChanged(user.id)
    return { connected: true, demo: false, username: owner.instaUsername }
  }
  if (isDemoInstagram() && code === DEMO_CODE) {
    const owner = await prisma.user.update({
      where: { id: user.id },
      data: { instagramUserId: DEMO_ACCOUNT_ID, instagramAccountType: 'DEMO' },
      select: { instaUsername: true },
    })
    return { connected: true, demo: true, username: owner.instaUsername }
  }
  throw new AppError('conflict', 'Instagram login is not available. Please enter your Instagram username instead.')
}

/** The public profile behind a handle, for "Is this your instagram profile?". */
export async function lookupHandle(handle: string) {
  const proxy = proxyFromEnv()
  if (proxy) {
    const found = await proxy.lookup(handle)
    if (!found) throw new AppError('not_found', 'No such username')
    return { id: found.id, username: handle, profile_picture: found.profilePicture, full_name: found.fullName }
  }
  if (isDemoInstagram()) {
    const demo = demoSource.profile(handle)
    return { id: demo.id, username: handle, profile_picture: demo.profilePicture, full_name: demo.fullName }
  }
  // Only the Instagram API is configured: it cannot look up other accounts, so the handle is taken as typed.
  return { id: null, username: handle, profile_picture: null, full_name: null }
}
