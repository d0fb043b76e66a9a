import { createAlbum } from '@/lib/albums/create-album'
import { listAlbums } from '@/lib/albums/list-albums'
import { createAlbumBody, updateAlbumBody } from '@/lib/albums/schema'
import { updateAlbum } from '@/lib/albums/update-album'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner' }, ({ user }) => listAlbums({ user }))
export const POST = route({ auth: 'owner', body: createAlbumBody, status: 201, idempotent: true }, ({ user, body }) => createAlbum({ user, input: body }))
export const PATCH = route({ auth: 'owner', body: updateAlbumBody }, ({ user, body }) => updateAlbum({ user, input: body }))

export const { PUT, DELETE, OPTIONS } = otherMethods('GET', 'POST', 'PATCH')
