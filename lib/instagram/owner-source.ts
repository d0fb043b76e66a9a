// Which Instagram an owner's photos come from: their connected account (Instagram API), their public
// handle (lookup service), or the demo account when no Instagram service is configured.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { graphFromEnv, isDemoInstagram, proxyFromEnv } from './config'
import { demoSource } from './demo-source'
import type { InstagramPage } from './types'

export type OwnerInstagram = {
  kind: 'api' | 'handle' | 'demo'
  username: string | null
  media(page: { limit: number; cursor?: string | null }): Promise<InstagramPage>
}

export const NOT_CONNECTED = 'Connect your Instagram first'

export async function instagramOf(userId: string): Promise<OwnerInstagram> {
  const owner = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { instaUsername: true, instagramToken: true, instagramUserId: true },
  })
  const graph = graphFromEnv()
  if (graph && owner.instagramToken) {
    const token = owner.instagramToken
    return { kind: 'api', username: owner.instaUsername, media: (page) => graph.media(token, page) }
  }
  const proxy = proxyFromEnv()
  if (proxy && owner.instaUsername) {
    const handle = owner.instaUsername
    return {
      kind: 'handle',
      username: handle,
      media: async (page) => (await proxy.recentMedia(handle, { count: page.limit, cursor: page.cursor })) ?? { media: [], nextCursor: null },
    }
  }
  if (isDemoInstagram() && (owner.instagramUserId || owner.instaUsername)) {
    return { kind: 'demo', username: owner.instaUsername, media: async (page) => demoSource.media(page) }
  }
  throw new AppError('conflict', NOT_CONNECTED)
}
