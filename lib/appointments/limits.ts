// A gig's bounds that its forms show as well as its schema checks: apart from the schema, so a screen
// drawing them does not load zod.
export const MAX_ARTISTS = 6
