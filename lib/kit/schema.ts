import { z } from 'zod'

export const brandSearchQuery = z.object({
  /** Case-insensitive; brands whose name contains it, those starting with it first. */
  q: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(200),
})

export const brandResponse = z.object({ name: z.string(), img: z.string().nullable() })
export type BrandResponse = z.infer<typeof brandResponse>
export const brandListResponse = z.array(brandResponse)

/** A kit entry on the owner: a brand from the catalogue or free text. */
export const kitItem = z.object({
  name: z.string().trim().min(1, 'Brand name is missing').max(60, 'Brand names are at most 60 characters'),
  img: z.string().max(500).nullish(),
})
export type KitItem = z.infer<typeof kitItem>
