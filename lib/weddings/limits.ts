// The quote's bounds that its screens show as well as its schema checks: apart from the schema, so the
// quote builder draws them without loading zod.
export const MAX_PARTY_ROWS = 12

/** The minutes she can leave between two people, as the quote's buffer choices. */
export const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30] as const
