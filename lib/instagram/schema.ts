import { z } from 'zod'
import { normaliseHandle } from './types'

export const handleParam = z.object({
  handle: z
    .string()
    .transform(normaliseHandle)
    .pipe(z.string().regex(/^[a-z0-9._]{1,30}$/, 'Instagram usernames have letters, numbers, dots and underscores only')),
})

export const accessTokenBody = z.object({
  code: z.string().trim().min(1, 'The Instagram code is missing').max(2000),
  redirectUri: z.string().trim().url().max(500),
  state: z.string().trim().min(1, 'This Instagram login has expired. Please try again.').max(200),
})

export const mediaQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(12),
  cursor: z.string().max(1000).optional(),
  /** Marks the photos already in this album. */
  albumId: z.string().max(64).optional(),
})

export const recentMediaQuery = z.object({
  count: z.coerce.number().int().min(1).max(50).default(35),
  next_url: z.string().max(1000).optional(),
})

export const mediaResponse = z.object({
  id: z.string(),
  mediaType: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
  mediaUrl: z.string(),
  permalink: z.string().nullable(),
  caption: z.string().nullable(),
  timestamp: z.string().nullable(),
  /** Already imported (or already in the album asked about). */
  existing: z.boolean(),
})
export type MediaItem = z.infer<typeof mediaResponse>

const pagination = z.object({ next_url: z.string().nullable() })

/** GET /v1/instagram/media: a page of the owner's photos, each marked when already imported. */
export const mediaPageResponse = z.object({ data: z.array(mediaResponse), pagination })
export type MediaPage = z.infer<typeof mediaPageResponse>

/** GET /v1/users/{handle}/media/recent: a page of a public handle's photos (nothing of it is imported). */
export const handleMediaPageResponse = z.object({ data: z.array(mediaResponse.omit({ existing: true })), pagination })

/** GET /v1/users/{handle}: the public profile behind a handle; with only the Instagram API set, the handle as typed. */
export const instagramProfileResponse = z.object({
  id: z.string().nullable(),
  username: z.string(),
  profile_picture: z.string().nullable(),
  full_name: z.string().nullable(),
})
export type InstagramProfileResponse = z.infer<typeof instagramProfileResponse>

/** The owner's Instagram, connected (`demo`: the sample photos stand in for it). */
export const instagramConnectionAnswer = z.object({ connected: z.literal(true), demo: z.boolean(), username: z.string().nullable() })
export type InstagramConnectionAnswer = z.infer<typeof instagramConnectionAnswer>

/** "Sync now": the photos imported and the Smart Album suggestions made. */
export const syncAnswer = z.object({ imported: z.number().int(), suggestions: z.number().int() })
