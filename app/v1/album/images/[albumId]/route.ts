import { z } from 'zod'
import { getAlbum } from '@/lib/albums/get-album'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner', params: z.object({ albumId: z.string().min(1).max(64) }) }, async ({ user, params }) => (await getAlbum({ user, albumId: params.albumId })).images)
