import { createAlbum } from '@/lib/albums/create-album'
import { listAlbums } from '@/lib/albums/list-albums'
import { albumListResponse, albumResponse, createAlbumBody, updateAlbumBody } from '@/lib/albums/schema'
import { updateAlbum } from '@/lib/albums/update-album'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner', response: albumListResponse }, ({ user }) => listAlbums({ user }))
export const POST = route({ auth: 'owner', body: createAlbumBody, status: 201, idempotent: true, response: albumResponse }, ({ user, body }) =>
  createAlbum({ user, input: body }),
)
export const PATCH = route({ auth: 'owner', body: updateAlbumBody, response: albumResponse }, ({ user, body }) => updateAlbum({ user, input: body }))

export const { PUT, DELETE, OPTIONS } = otherMethods('GET', 'POST', 'PATCH')
