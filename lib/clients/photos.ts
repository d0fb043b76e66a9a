// Her own album: trial looks, before/after and face charts, never on the public site. Files live under
// private/ in the storage, which /uploads never serves; each is read back only through the owner's
// session (GET /v1/clients/{id}/photos/{photoId}), and anyone else gets a 404. A copy goes into one of the
// owner's public albums only while the client's photo consent is on record.
import { randomBytes } from 'node:crypto'
import { getAlbumOrThrow } from '@/lib/albums/get-album'
import { addUploadedImages } from '@/lib/albums/add-to-album'
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { processImage } from '@/lib/images/process-image'
import { saveImage } from '@/lib/images/save-image'
import { getStorage } from '@/lib/storage/get-storage'
import type { Storage } from '@/lib/storage/storage'
import { clientNotFound } from './get-client'
import { noPhotoConsent, type PhotoKind } from './schema'

import { clientPhotoUrl, PRIVATE_PREFIX } from './photo-url'
const photoNotFound = () => notFound('Photo')

export async function addClientPhoto(
  { user, clientId, kind, file }: { user: { id: string }; clientId: string; kind: PhotoKind; file: Buffer },
  storage: Storage = getStorage(),
): Promise<string> {
  const client = await prisma.client.findFirst({ where: { id: clientId, userId: user.id }, select: { id: true } })
  if (!client) throw clientNotFound()
  const processed = await processImage(file, 'owner')
  const largest = processed.variants[processed.variants.length - 1]
  const key = `${PRIVATE_PREFIX}${user.id}/${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${processed.extension}`
  await storage.put(key, largest.body, processed.contentType)
  try {
    const photo = await prisma.clientPhoto.create({
      data: {
        userId: user.id,
        clientId: client.id,
        kind,
        storageKey: key,
        width: largest.width,
        height: Math.round((processed.height * largest.width) / processed.width),
      },
    })
    return clientPhotoUrl(client.id, photo.id)
  } catch (error) {
    await storage.delete([key]).catch(() => undefined)
    throw error
  }
}

const findPhoto = (user: { id: string }, clientId: string, photoId: string) =>
  prisma.clientPhoto.findFirst({ where: { id: photoId, clientId, userId: user.id }, include: { client: { select: { name: true, photoConsentAt: true } } } })

/** The file, for its owner only: null (a 404) for anyone else, signed in or not. */
export async function readClientPhoto(
  { user, clientId, photoId }: { user: { id: string } | null; clientId: string; photoId: string },
  storage: Storage = getStorage(),
) {
  if (!user) throw photoNotFound()
  const photo = await findPhoto(user, clientId, photoId)
  const object = photo ? await storage.get(photo.storageKey) : null
  if (!object) throw photoNotFound()
  return object
}

export async function deleteClientPhoto(
  { user, clientId, photoId }: { user: { id: string }; clientId: string; photoId: string },
  storage: Storage = getStorage(),
) {
  const photo = await findPhoto(user, clientId, photoId)
  if (!photo) throw photoNotFound()
  await prisma.clientPhoto.delete({ where: { id: photo.id } })
  await storage.delete([photo.storageKey]).catch(() => undefined)
  return 'success' as const
}

/** A copy of the photo in one of the owner's public albums: only with her photo consent on record. */
export async function publishClientPhoto(
  { user, clientId, photoId, albumId }: { user: { id: string }; clientId: string; photoId: string; albumId: string },
  storage: Storage = getStorage(),
) {
  const photo = await findPhoto(user, clientId, photoId)
  if (!photo) throw photoNotFound()
  if (!photo.client.photoConsentAt) throw new AppError('conflict', noPhotoConsent(photo.client.name))
  await getAlbumOrThrow({ user, albumId })
  const object = await storage.get(photo.storageKey)
  if (!object) throw photoNotFound()
  const image = await saveImage({ userId: user.id, source: 'upload', file: object.body }, { storage })
  await addUploadedImages({ user, albumId, urls: [image.src] })
  return { src: image.src }
}
