import { env } from '@/lib/env'
import { graphApi, type GraphApi } from './graph-api'
import { handleProxy, type HandleProxy } from './handle-proxy'

/** The Instagram API when INSTAGRAM_CLIENT_ID/SECRET are set. */
export function graphFromEnv(): GraphApi | null {
  if (!env.INSTAGRAM_CLIENT_ID || !env.INSTAGRAM_CLIENT_SECRET) return null
  return graphApi({
    clientId: env.INSTAGRAM_CLIENT_ID,
    clientSecret: env.INSTAGRAM_CLIENT_SECRET,
    apiBaseUrl: env.INSTAGRAM_API_BASE_URL,
    oauthBaseUrl: env.INSTAGRAM_OAUTH_BASE_URL,
    authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL,
  })
}

/** The handle lookup service when INSTAGRAM_PROXY_BASE_URL is set. */
export const proxyFromEnv = (): HandleProxy | null => (env.INSTAGRAM_PROXY_BASE_URL ? handleProxy(env.INSTAGRAM_PROXY_BASE_URL) : null)

/** No Instagram service at all: the demo account stands in. */
export const isDemoInstagram = () => !graphFromEnv() && !proxyFromEnv()
