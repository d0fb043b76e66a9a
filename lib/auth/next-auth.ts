// next-auth for the browser: the credentials and Facebook providers, JWT sessions in an httpOnly cookie.
// Its JWT is the same token /v1/auth/login answers (lib/auth/token.ts), so both entrances share one identity.
import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'
import FacebookProvider from 'next-auth/providers/facebook'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { clientIp } from '@/lib/http/client-ip'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { findLiveSession } from './authenticate'
import { usesSecureCookies } from './cookie'
import { findOrCreateFacebookOwner, graphFromEnv } from './facebook'
import { checkLoginAttempt } from './login'
import { sameOriginRedirect } from './redirect-callback'
import { loginBody } from './schema'
import { endSession, startSession } from './sessions'
import { authSecret, SESSION_MAX_AGE_SECONDS } from './token'

/** The login page reads this from ?error= and shows the spec's message. */
export const FACEBOOK_NO_EMAIL_ERROR = 'FacebookNoEmail'

type SessionUser = { id: string; email: string; sessionVersion: number }

export function authOptions(): NextAuthOptions {
  process.env.NEXTAUTH_URL ??= env.APP_URL
  const facebook = graphFromEnv()
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    // From APP_URL itself, not from a NEXTAUTH_URL that may say otherwise: every cookie next-auth sets
    // (session, CSRF, callback URL, OAuth state) is Secure and __Secure-/__Host- named behind https.
    useSecureCookies: usesSecureCookies(),
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email and password',
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        async authorize(credentials, request) {
          const parsed = loginBody.safeParse(credentials)
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Email and password are required')
          try {
            const ip = clientIp(new Headers(request?.headers as Record<string, string>))
            await consumeRateLimit('loginRequest', ip)
            const user = await checkLoginAttempt(parsed.data, ip)
            return { id: user.id, email: user.email, sessionVersion: user.sessionVersion } satisfies SessionUser
          } catch (error) {
            // next-auth passes a thrown message to the page as ?error=; keep it the one a person should read.
            throw new Error(error instanceof AppError ? error.message : 'Unexpected error, please try again')
          }
        },
      }),
      ...(facebook ? [FacebookProvider({ clientId: facebook.appId, clientSecret: facebook.appSecret, authorization: { params: { scope: 'email' } } })] : []),
    ],
    callbacks: {
      redirect: async (params) => sameOriginRedirect(params),
      async signIn({ account, profile }) {
        if (account?.provider === 'facebook' && !profile?.email) return `/login?error=${FACEBOOK_NO_EMAIL_ERROR}`
        return true
      },
      async jwt({ token, user, account }) {
        if (account?.provider === 'facebook' && user) {
          const owner = await findOrCreateFacebookOwner({ facebookUserId: account.providerAccountId, email: user.email?.toLowerCase() ?? null })
          return (await startSession(owner)).identity
        }
        if (user) return (await startSession(user as unknown as SessionUser)).identity
        // A re-issue (GET /api/auth/session) keeps the token's sid, so its login still ends when its row
        // says; a login already ended gets nothing: throwing makes next-auth clear the cookie.
        const { sub, sv, sid } = token
        if (typeof sub !== 'string' || typeof sv !== 'number' || typeof sid !== 'string' || !(await findLiveSession({ sub, sv, sid }))) {
          throw new Error('This session has ended')
        }
        return token
      },
    },
    events: {
      // The menu's "Log out" (next-auth's signOut) ends this login, not only its cookie.
      async signOut({ token }) {
        if (typeof token?.sid === 'string') await endSession(token.sid)
      },
    },
  }
}

export const facebookLoginEnabled = () => graphFromEnv() !== null
