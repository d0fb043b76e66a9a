// Clients (issue 37): one schema per resource, shared by the forms, the routes and the tests.
import { isValidPhoneNumber } from 'libphonenumber-js'
import { z } from 'zod'
import { normalizePhone } from './normalize'

/** Suggested on the client page; the owner may type her own. */
export const SUGGESTED_TAGS = ['bride', 'bridesmaid', 'VIP', 'editorial'] as const
export const MAX_TAGS = 12
export const MAX_SHADES = 30
export const clientSort = z.enum(['upcoming', 'lastSeen', 'totalPaid'], { error: 'Sort by upcoming, lastSeen or totalPaid' })
export type ClientSort = z.infer<typeof clientSort>

export const clientIdParams = z.object({ clientId: z.string().trim().min(1, 'The client is missing').max(64) })

export const clientListQuery = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters').default(''),
  sort: clientSort.default('upcoming'),
  tag: z.string().trim().max(30).optional(),
})
export type ClientListQuery = z.infer<typeof clientListQuery>

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

const name = z.string({ error: 'Please enter her name' }).trim().min(1, 'Please enter her name').max(80, 'Names are at most 80 characters')
const email = z
  .union([z.string().trim().max(254, 'Email is too long').toLowerCase().pipe(z.email('Please enter a valid email address')), z.literal('')], {
    error: 'Please enter a valid email address',
  })
  .nullish()
  .transform((value) => value || null)
const phone = z
  .union(
    [
      z
        .string()
        .trim()
        .max(20)
        .refine((value) => isValidPhoneNumber(value, 'AU'), 'Please enter a valid mobile number'),
      z.literal(''),
    ],
    {
      error: 'Please enter a valid mobile number',
    },
  )
  .nullish()
  .transform((value) => normalizePhone(value))
const tag = z.string().trim().min(1, 'Tags cannot be blank').max(30, 'Keep tags under 30 characters')
const tags = z
  .array(tag)
  .max(MAX_TAGS, `Up to ${MAX_TAGS} tags`)
  .transform((list) => [...new Set(list)])

/** POST /v1/clients: someone she met outside the app. */
export const createClientBody = z.object({ name, email, phone, tags: tags.default([]) })
export type CreateClientBody = z.output<typeof createClientBody>
export type CreateClientInput = z.input<typeof createClientBody>

/** PATCH /v1/clients/{id}: her name, contact and tags; at least one. */
export const updateClientBody = z
  .object({ name: name.optional(), email: email.optional(), phone: phone.optional(), tags: tags.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change')
export type UpdateClientBody = z.output<typeof updateClientBody>

export const noteBody = z.object({
  body: z.string({ error: 'Please write the note' }).trim().min(1, 'Please write the note').max(2000, 'Notes are at most 2000 characters'),
})
export type NoteBody = z.output<typeof noteBody>

export const shade = z.object({
  brand: z.string({ error: 'Please name the brand' }).trim().min(1, 'Please name the brand').max(60, 'Keep the brand under 60 characters'),
  product: z.string({ error: 'Please name the product' }).trim().min(1, 'Please name the product').max(80, 'Keep the product under 80 characters'),
  shade: z.string({ error: 'Please name the shade' }).trim().min(1, 'Please name the shade').max(60, 'Keep the shade under 60 characters'),
})

/** PUT /v1/clients/{id}/profile: the whole beauty profile, shades in her order. */
export const beautyProfileBody = z.object({
  skinType: optionalText(60, 'Keep the skin type under 60 characters'),
  skinConcerns: optionalText(500, 'Keep skin concerns under 500 characters'),
  allergies: optionalText(500, 'Keep allergies under 500 characters'),
  sensitivities: optionalText(500, 'Keep sensitivities under 500 characters'),
  contactLenses: z.boolean({ error: 'Say whether she wears contact lenses' }).default(false),
  lashNotes: optionalText(500, 'Keep lash notes under 500 characters'),
  browNotes: optionalText(500, 'Keep brow notes under 500 characters'),
  shades: z.array(shade).max(MAX_SHADES, `Up to ${MAX_SHADES} shades`).default([]),
})
export type BeautyProfileBody = z.output<typeof beautyProfileBody>
export type BeautyProfileInput = z.input<typeof beautyProfileBody>

export const mergeBody = z.object({ otherId: z.string({ error: 'Choose the record to merge' }).trim().min(1, 'Choose the record to merge').max(64) })

export const clientSummary = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  allergies: z.string().nullable(),
  sensitivities: z.string().nullable(),
  /** Her next gig's date (YYYY-MM-DD), from today on. */
  nextGig: z.string().nullable(),
  /** Her last gig's date before today. */
  lastSeen: z.string().nullable(),
  totalPaid: z.number().int(),
  gigCount: z.number().int(),
})
export type ClientSummary = z.infer<typeof clientSummary>

export const clientListResponse = z.object({ clients: z.array(clientSummary) })
export type ClientList = z.infer<typeof clientListResponse>

export const clientGig = z.object({
  _id: z.string(),
  requestNumber: z.number().int(),
  date: z.string(),
  timeFrom: z.string(),
  status: z.string(),
  title: z.string(),
  /** The bride's name when she was in someone else's wedding party (a share of its balance). */
  partyOf: z.string().nullable(),
  total: z.number().int(),
  paid: z.number().int(),
  /** What she still owes on it: the whole gig's, or her own share's. */
  owing: z.number().int(),
})
export type ClientGig = z.infer<typeof clientGig>

/** What a photo in her own album is. */
export const PHOTO_KINDS = ['trial', 'beforeAfter', 'faceChart'] as const
export const PHOTO_KIND_LABELS: Record<(typeof PHOTO_KINDS)[number], string> = { trial: 'Trial look', beforeAfter: 'Before/after', faceChart: 'Face chart' }
export const photoKind = z.enum(PHOTO_KINDS, { error: 'Choose trial look, before/after or face chart' })
export type PhotoKind = z.infer<typeof photoKind>

export const clientResponse = clientSummary.extend({
  skinType: z.string().nullable(),
  skinConcerns: z.string().nullable(),
  contactLenses: z.boolean(),
  lashNotes: z.string().nullable(),
  browNotes: z.string().nullable(),
  shades: z.array(shade),
  recentTreatments: z.string().nullable(),
  /** When she gave each answer on her consultation form (ISO), by field: allergies, skinType, photoConsent… */
  profileGivenAt: z.record(z.string(), z.string()),
  /** When she consented to her health details being kept; null: never on a form. */
  healthConsentAt: z.string().nullable(),
  /** When she consented to her photos on the owner's site and Instagram; null: no consent on record. */
  photoConsentAt: z.string().nullable(),
  /** Her own album: never on the public site; each address needs the owner's session. */
  photos: z.array(z.object({ _id: z.string(), kind: photoKind, url: z.string(), createdAt: z.string() })),
  notes: z.array(z.object({ _id: z.string(), body: z.string(), createdAt: z.string() })),
  upcoming: z.array(clientGig),
  past: z.array(clientGig),
  payments: z.array(z.object({ _id: z.string(), amount: z.number().int(), paidAt: z.string(), method: z.string(), requestNumber: z.number().int() })),
  owing: z.number().int(),
  reviews: z.array(z.object({ _id: z.string(), score: z.number().int(), comments: z.string(), date: z.string() })),
  /** Records that may be her too (same name, another e-mail): merged only when the owner says so. */
  duplicates: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })),
})
export type ClientResponse = z.infer<typeof clientResponse>

/** GET /v1/clients/{id}/export: her data, when she asks for it (her page without the owner's duplicate suggestions). */
export const clientExportResponse = z.object({ exportedAt: z.string(), client: clientResponse.omit({ duplicates: true }) })
export type ClientExport = z.infer<typeof clientExportResponse>

// ─── Her own album ───────────────────────────────────────────────────────────────────────────────

/** POST /v1/clients/{id}/photos?kind=…: the photo itself is the multipart field `images`. */
export const clientPhotoQuery = z.object({ kind: photoKind.default('trial') })
/** Answers the photo's private address (owner's session only). */
export const clientPhotoAnswer = z.string()

export const clientPhotoParams = clientIdParams.extend({ photoId: z.string().trim().min(1, 'The photo is missing').max(64) })

/** POST /v1/clients/{id}/photos/{photoId}/publish: a copy into one of her public albums, with the client's photo consent only. */
export const publishPhotoBody = z.object({ albumId: z.string({ error: 'Choose an album' }).trim().min(1, 'Choose an album').max(64) })
export const publishedPhotoAnswer = z.object({ src: z.string() })

/** Said wherever a photo of her without her consent would go public: the album, a review card. */
export const noPhotoConsent = (name: string) =>
  `${name.split(/\s+/)[0]} has not given photo consent, so her photos stay private. Ask her to say yes to photos on her consultation form first.`
