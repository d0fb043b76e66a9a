import { prisma } from '@/lib/db'
import { albumListResponse } from './schema'
import { albumWithImages, toAlbumResponse } from './to-album-response'

/** The owner's albums (default first) and the suggested ones: hidden albums made by Smart Albums. */
export async function listAlbums({ user }: { user: { id: string } }) {
  const albums = await prisma.album.findMany({
    where: { userId: user.id, status: { not: 'dismissed' } },
    orderBy: [{ default: 'desc' }, { createdAt: 'asc' }],
    include: albumWithImages,
  })
  return albumListResponse.parse({
    albums: albums.filter((album) => !(album.auto && album.status === 'hidden')).map(toAlbumResponse),
    suggestions: albums.filter((album) => album.auto && album.status === 'hidden').map(toAlbumResponse),
  })
}
