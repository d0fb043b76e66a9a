// Copies Instagram photos into our storage and albums, so the site never breaks when Instagram access
// lapses. Media are looked up again at the owner's own source by id: a client never hands us a URL.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { addImagesToAlbums } from '@/lib/albums/add-images-to-albums'
import { hashtagsOf } from '@/lib/albums/tags'
import { albumWithImages, toAlbumResponse } from '@/lib/albums/to-album-response'
import type { AlbumResponse } from '@/lib/albums/schema'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { MAX_UPLOAD_BYTES } from '@/lib/images/process-image'
import { saveImage } from '@/lib/images/save-image'
import { log } from '@/lib/log'
import { siteChanged } from '@/lib/site/site-changed'
import { instagramOf } from './owner-source'
import { isPhoto, type InstagramMedia } from './types'

const PAGE_SIZE = 50
const MAX_PAGES = 10

async function downloadMedia(media: InstagramMedia): Promise<Buffer> {
  if (media.mediaUrl.startsWith('/demo/')) {
    const file = path.join(process.cwd(), 'public', path.normalize(media.mediaUrl))
    if (!file.startsWith(path.join(process.cwd(), 'public', 'demo'))) throw new AppError('bad_request', 'Unknown demo photo')
    return readFile(file)
  }
  const response = await fetch(media.mediaUrl, { signal: AbortSignal.timeout(20_000) })
  if (!response.ok) throw new AppError('bad_gateway', 'Instagram would not send one of the photos. Please try again.')
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', 'One of the photos is too large')
  const body = Buffer.from(await response.arrayBuffer())
  if (body.length > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', 'One of the photos is too large')
  return body
}

/** The owner's photos with these Instagram ids, in the order asked; videos are left out. */
async function findMedia(userId: string, ids: string[]): Promise<InstagramMedia[]> {
  const source = await instagramOf(userId)
  const wanted = new Set(ids)
  const found = new Map<string, InstagramMedia>()
  let cursor: string | null = null
  for (let page = 0; page < MAX_PAGES && found.size < wanted.size; page++) {
    const result = await source.media({ limit: PAGE_SIZE, cursor })
    for (const media of result.media) if (wanted.has(media.id) && isPhoto(media)) found.set(media.id, media)
    if (!result.nextCursor) break
    cursor = result.nextCursor
  }
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []))
}

export async function importInstagramPhotos({
  user,
  mediaIds,
  albumIds,
}: {
  user: { id: string }
  mediaIds: string[]
  albumIds: string[]
}): Promise<AlbumResponse[]> {
  const albums = await prisma.album.count({ where: { userId: user.id, id: { in: albumIds } } })
  if (albums !== new Set(albumIds).size) throw new AppError('not_found', 'Album not found')

  const media = await findMedia(user.id, [...new Set(mediaIds)])
  const known = await prisma.image.findMany({
    where: { userId: user.id, instagramMediaId: { in: media.map((m) => m.id) } },
    select: { id: true, src: true, instagramMediaId: true },
  })
  const byMediaId = new Map(known.map((image) => [image.instagramMediaId!, { id: image.id, src: image.src }]))

  for (const item of media.filter((m) => !byMediaId.has(m.id))) {
    try {
      const saved = await saveImage({
        userId: user.id,
        source: 'instagram',
        file: await downloadMedia(item),
        origin: {
          instagramMediaId: item.id,
          permaLink: item.permalink,
          caption: item.caption,
          tags: hashtagsOf(item.caption),
          takenAt: item.timestamp ? new Date(item.timestamp) : null,
        },
      })
      byMediaId.set(item.id, { id: saved.id, src: saved.src })
    } catch (error) {
      // Another import took it first: use that one.
      const raced = await prisma.image.findUnique({
        where: { userId_instagramMediaId: { userId: user.id, instagramMediaId: item.id } },
        select: { id: true, src: true },
      })
      if (!raced) {
        log.warn('instagram photo not imported', { userId: user.id, mediaId: item.id, error })
        throw error
      }
      byMediaId.set(item.id, raced)
    }
  }

  const images = media.flatMap((m) => (byMediaId.has(m.id) ? [byMediaId.get(m.id)!] : []))
  await prisma.$transaction((tx) => addImagesToAlbums(tx, { userId: user.id, albumIds, images }))
  await siteChanged(user.id)
  const updated = await prisma.album.findMany({ where: { userId: user.id, id: { in: albumIds } }, include: albumWithImages })
  return updated.map(toAlbumResponse)
}
