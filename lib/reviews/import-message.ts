/** Shown when the import box is empty; it names the product, as the spec asks. */
export const EMPTY_IMPORT_MESSAGE = 'Please list the links for Glowfolio to collect reviews'
