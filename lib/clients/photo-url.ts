/** A photo of her own album: served only through the owner's session. */
export const clientPhotoUrl = (clientId: string, photoId: string) => `/v1/clients/${clientId}/photos/${photoId}`

/** Her album's files live under this storage prefix, which /uploads never serves. */
export const PRIVATE_PREFIX = 'private/'
