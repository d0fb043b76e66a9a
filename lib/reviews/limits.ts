// The reviews' constants, apart from their zod schemas so a screen can use them without loading zod.

/** Our own review form's source; any other source is a partner's and starts hidden. */
export const OWN_SOURCE = 'glowfolio'
export const MAX_CUSTOMER_PHOTOS = 3
export const MAX_REVIEW_PHOTOS = 10
