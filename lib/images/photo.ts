// A stored photo as screens show it: its responsive sizes (./save-image, viewport → address) let a phone
// fetch only the width it draws. Safe for the browser; ./stored-photos looks them up.
export type StoredPhoto = { src: string; sizes: Record<string, string>; width: number | null; height: number | null }

/** A photo with no stored sizes (one from elsewhere, or one just uploaded): shown as it is. */
export const unsizedPhoto = (src: string): StoredPhoto => ({ src, sizes: {}, width: null, height: null })

/** The smallest width ./process-image stores (RESPONSIVE_SIZES' 425), for thumbnails and avatars. */
const SMALL_WIDTH = 425

/**
 * A stored photo's smallest size: from its stored sizes when they are at hand, else from its address
 * alone (./save-image names each size `<stem>-w<width>.<ext>` and the address is the largest, and a
 * photo stored wider than 425 px has a 425 px size too). Any other address (a smaller photo, one from
 * elsewhere, the demo's) is answered as it is.
 */
export function smallPhotoSrc(photo: string | StoredPhoto): string {
  if (typeof photo !== 'string') return photo.sizes['425'] ?? smallPhotoSrc(photo.src)
  const size = photo.match(/-w(\d+)(\.[a-z]+)$/)
  return size && Number(size[1]) > SMALL_WIDTH ? `${photo.slice(0, size.index)}-w${SMALL_WIDTH}${size[2]}` : photo
}
