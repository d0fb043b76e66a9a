import { randomBytes } from 'node:crypto'
import { prisma } from '@/lib/db'
import { saveImage } from '@/lib/images/save-image'
import { pngImage } from '../support/images'

/** A real stored photo of the owner's (files in storage, row in the database). */
export async function storedImage(userId: string, extra: { instagramMediaId?: string; tags?: string[] } = {}) {
  const saved = await saveImage({ userId, source: extra.instagramMediaId ? 'instagram' : 'upload', file: await pngImage(64, 64), origin: extra })
  return prisma.image.findUniqueOrThrow({ where: { id: saved.id } })
}

export async function albumWith(
  userId: string,
  imageIds: string[],
  extra: { name?: string; default?: boolean; auto?: boolean; status?: 'visible' | 'hidden' | 'dismissed' } = {},
) {
  return prisma.album.create({
    data: {
      userId,
      name: extra.name ?? `Album ${randomBytes(3).toString('hex')}`,
      default: extra.default ?? false,
      auto: extra.auto ?? false,
      status: extra.status ?? 'visible',
      images: { create: imageIds.map((imageId, position) => ({ imageId, position })) },
    },
  })
}

export const subscribe = (userId: string, featureId: string) =>
  prisma.subscription.create({ data: { userId, type: featureId === 'pro' ? 'pro' : 'feature', featureId, status: 'active', provider: 'test', priceCents: 0 } })
