// GET /v1/account/export: everything of hers, as a ZIP (issue 37): her profile, clients (notes, shades),
// gigs (payments, refunds, shares, quotes), reviews, services, albums, photos' records, subscriptions
// and settings as JSON files, and each photo at its largest stored size under photos/. Secrets (tokens,
// hashes) are left out of the JSON: the file may be kept anywhere.
import { strToU8, zipSync, type Zippable } from 'fflate'
import { prisma } from '@/lib/db'
import { log } from '@/lib/log'
import { getStorage } from '@/lib/storage/get-storage'

/** Keys never written out: links that are credentials (offer, share, calendar feed, domain proof) and hashes. */
const SECRET_KEY = /token$|hash$/i

const json = (value: unknown) => strToU8(JSON.stringify(value, (key, field: unknown) => (SECRET_KEY.test(key) ? undefined : field), 2))

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' }

export async function exportAccount({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<{ fileName: string; zip: Uint8Array }> {
  const { clients, appointments, reviews, services, albums, images, subscriptions, feeRules, weddingPackage, ...profile } = await prisma.user.findUniqueOrThrow(
    {
      where: { id: user.id },
      include: {
        clients: { include: { notes: true, shades: true }, orderBy: { createdAt: 'asc' } },
        appointments: { include: { payments: { include: { refunds: true } }, paymentShares: true, quote: true }, orderBy: { date: 'asc' } },
        reviews: { orderBy: { date: 'asc' } },
        services: true,
        albums: { include: { images: { orderBy: { position: 'asc' } } } },
        images: { orderBy: { createdAt: 'asc' } },
        subscriptions: true,
        feeRules: true,
        weddingPackage: true,
      },
    },
  )
  const files: Zippable = {
    'README.txt': strToU8(
      `Your Glowfolio account as of ${now.toISOString()}.\n\nEach .json file holds one part of it; photos/ holds your photos, named by the id in images.json.\nMoney is in cents (AUD).\n`,
    ),
    'account.json': json({ exportedAt: now.toISOString(), profile, feeRules, weddingPackage }),
    'clients.json': json(clients),
    'gigs.json': json(appointments),
    'reviews.json': json(reviews),
    'services.json': json(services),
    'albums.json': json(albums),
    'images.json': json(images),
    'subscriptions.json': json(subscriptions),
  }
  const storage = getStorage()
  for (const image of images) {
    const key = storage.keyFromUrl(image.src)
    const stored = key ? await storage.get(key).catch((error: unknown) => log.warn('photo left out of the export', { imageId: image.id, error })) : null
    // Photos are compressed already: stored as they are.
    if (stored) files[`photos/${image.id}.${EXTENSIONS[stored.contentType] ?? 'bin'}`] = [new Uint8Array(stored.body), { level: 0 }]
  }
  return { fileName: `glowfolio-account-${now.toISOString().slice(0, 10)}.zip`, zip: zipSync(files, { level: 6, mtime: now }) }
}
