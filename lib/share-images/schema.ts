import { z } from 'zod'

/** The public pages that have a share image: the site, the booking form, the review form, the offer. */
export const SHARE_PAGES = ['site', 'book', 'review', 'offer'] as const
export type SharePage = (typeof SHARE_PAGES)[number]

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * GET /share-image/:userId/:page.png?v=<etag>. Both segments are only looked up, so anything that is
 * not an owner or a page answers 404 (never 422): a crawler following an old or mangled link learns
 * only that there is no such image.
 */
export const shareImageParams = z.object({ userId: z.string(), image: z.string() })

/** `v` is the ETag the page linked to: the same image for ever, so it may be cached for ever. */
export const shareImageQuery = z.object({ v: z.string().optional() })
