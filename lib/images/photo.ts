// A stored photo as screens show it: its responsive sizes (./save-image, viewport → address) let a phone
// fetch only the width it draws. Safe for the browser; ./stored-photos looks them up.
export type StoredPhoto = { src: string; sizes: Record<string, string>; width: number | null; height: number | null }

/** A photo with no stored sizes (one from elsewhere, or one just uploaded): shown as it is. */
export const unsizedPhoto = (src: string): StoredPhoto => ({ src, sizes: {}, width: null, height: null })

/** Its smallest stored size (425 px wide), for a thumbnail or an avatar. */
export const thumbnailSrc = (photo: StoredPhoto) => photo.sizes['425'] ?? photo.src
