import { NextResponse } from 'next/server'
import { z } from 'zod'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { instagramAuthorizeRedirect, OAUTH_STATE_COOKIE } from '@/lib/instagram/connect'
import { usesSecureCookies } from '@/lib/auth/cookie'

/** Sends the owner to Instagram to authorise us, remembering a state value to check on the way back. */
export const GET = route(
  {
    auth: 'owner',
    query: z.object({
      returnTo: z
        .string()
        .regex(/^\/dashboard\/[\w/-]*$/, 'Unknown return page')
        .default('/dashboard/setup/instagram'),
    }),
  },
  async ({ query }) => {
    const { state, url } = instagramAuthorizeRedirect(query.returnTo)
    const response = NextResponse.redirect(url)
    response.cookies.set(OAUTH_STATE_COOKIE, state, { httpOnly: true, sameSite: 'lax', secure: usesSecureCookies(), path: '/', maxAge: 600 })
    return response
  },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
