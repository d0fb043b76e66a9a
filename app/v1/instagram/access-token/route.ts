import { AppError } from '@/lib/errors'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { connectInstagram, OAUTH_STATE_COOKIE } from '@/lib/instagram/connect'
import { accessTokenBody, instagramConnectionAnswer } from '@/lib/instagram/schema'

/** The code Instagram sent back, exchanged for a token that never leaves the server. */
export const POST = route({ auth: 'owner', body: accessTokenBody, response: instagramConnectionAnswer }, async ({ user, body, request }) => {
  if (request.cookies.get(OAUTH_STATE_COOKIE)?.value !== body.state) {
    throw new AppError('forbidden', 'This Instagram login did not start here. Please try again.')
  }
  return connectInstagram({ user, code: body.code, redirectUri: body.redirectUri })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
