/** A post as every Instagram source describes it to us. */
export type InstagramMedia = {
  id: string
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'
  /** The photo itself (for a carousel, its first photo). */
  mediaUrl: string
  permalink: string | null
  caption: string | null
  timestamp: string | null
}

export type InstagramPage = { media: InstagramMedia[]; nextCursor: string | null }

export type InstagramProfile = { id: string; username: string; fullName: string | null; profilePicture: string | null; accountType: string | null }

/** Photos only: the spec excludes videos everywhere. */
export const isPhoto = (media: InstagramMedia) => media.mediaType !== 'VIDEO'

/** Spec: handles are lowercased, "@" removed, trimmed. */
export const normaliseHandle = (handle: string) => handle.trim().replace(/^@+/, '').replace(/@/g, '').trim().toLowerCase()

export const isValidHandle = (handle: string) => /^[a-z0-9._]{1,30}$/.test(handle)
