import { z } from 'zod'

export const albumStatus = z.enum(['visible', 'hidden', 'dismissed'])

export const imageResponse = z.object({
  _id: z.string(),
  src: z.string(),
  sizes: z.record(z.string(), z.string()),
  width: z.number().nullable(),
  height: z.number().nullable(),
  permaLink: z.string().nullable(),
  /** Imported from Instagram. */
  existing: z.boolean(),
})
export type ImageResponse = z.infer<typeof imageResponse>

/** An album's photos, or all the owner's. */
export const imageListResponse = z.array(imageResponse)

/** Photos added to an album: the album's photos now. */
export const albumImagesAnswer = z.object({ images: imageListResponse })

export const albumResponse = z.object({
  _id: z.string(),
  name: z.string(),
  coverImg: z.string().nullable(),
  imageIds: z.array(z.string()),
  images: z.array(imageResponse),
  default: z.boolean(),
  auto: z.boolean(),
  status: albumStatus,
  tags: z.array(z.string()),
  userId: z.string(),
})
export type AlbumResponse = z.infer<typeof albumResponse>

/** The albums a bulk import added photos to. */
export const albumsAnswer = z.array(albumResponse)

export const albumName = z.string().trim().min(1, 'Please name your album').max(60, 'Album names are at most 60 characters')

export const createAlbumBody = z.object({
  name: albumName,
  default: z.boolean().default(false),
  imageIds: z.array(z.string().min(1).max(64)).max(500).default([]),
})
export type CreateAlbumBody = z.infer<typeof createAlbumBody>

export const bulkFromInstagramBody = z.object({
  /** Instagram media to copy, by id (anything else a client sends about them is ignored). */
  data: z
    .array(z.object({ id: z.string().trim().min(1).max(100) }).passthrough())
    .min(1, 'Choose at least one photo')
    .max(50, 'At most 50 photos at a time'),
  albumIds: z.array(z.string().min(1).max(64)).min(1, 'Choose an album').max(20),
})
export type BulkFromInstagramBody = z.infer<typeof bulkFromInstagramBody>

export const updateAlbumBody = z
  .object({
    _id: z.string().min(1).max(64),
    name: albumName.optional(),
    /** The album's photos in their new order (the same photos: to remove some, use delete-images). */
    imageIds: z.array(z.string().min(1).max(64)).max(1000).optional(),
    coverImg: z.string().trim().min(1).max(1000).optional(),
    status: albumStatus.optional(),
  })
  .refine((body) => body.name !== undefined || body.imageIds !== undefined || body.coverImg !== undefined || body.status !== undefined, 'Nothing to change')
export type UpdateAlbumBody = z.infer<typeof updateAlbumBody>

export const albumIdBody = z.object({ _id: z.string().min(1).max(64) })

export const albumImagesBody = z.object({
  albumId: z.string().min(1).max(64),
  imageIds: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one photo').max(500),
})

/** Photos the owner uploaded (their URLs), added to an album. */
export const addUploadedBody = z.object({
  albumId: z.string().min(1).max(64),
  images: z.array(z.string().trim().min(1).max(1000)).min(1, 'Choose at least one photo').max(100),
})

/** Instagram photos for one album (the spec's older call): ids are looked up again at the owner's Instagram. */
export const bulkFromInstagramToAlbumBody = z.object({
  albumId: z.string().min(1).max(64),
  images: z
    .array(z.object({ id: z.string().trim().min(1).max(100) }).passthrough())
    .min(1, 'Choose at least one photo')
    .max(50),
})

export const withSrcBulkBody = z
  .object({
    srcs: z.array(z.string().trim().min(1).max(1000)).min(1, 'Choose at least one photo').max(200),
    albums: z.object({
      existing: z.array(z.string().min(1).max(64)).max(50).default([]),
      new: z.array(albumName).max(10).default([]),
    }),
  })
  .refine((body) => body.albums.existing.length + body.albums.new.length > 0, { message: 'Choose an album or create a new one', path: ['albums'] })
  .refine((body) => new Set(body.albums.new.map((name) => name.toLowerCase())).size === body.albums.new.length, {
    message: 'That album name is already listed',
    path: ['albums', 'new'],
  })
export type WithSrcBulkBody = z.infer<typeof withSrcBulkBody>

export const albumListResponse = z.object({ albums: z.array(albumResponse), suggestions: z.array(albumResponse) })
export type AlbumList = z.infer<typeof albumListResponse>

/** Photos added to chosen albums and new ones: the albums made on the way, and how many photos were added. */
export const addToAlbumsAnswer = z.object({ newAlbums: z.array(albumResponse.pick({ _id: true, name: true })), added: z.number().int() })
