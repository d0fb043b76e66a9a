// Requests a route's own schemas accept, aimed at one owner world's things (tests/support/owner-world.ts):
// its ids in the path, the query and the body. The authorization matrix aims them at another owner's
// world; the fuzz suite starts from them so that its bodies reach the code behind the "not found".
import { randomBytes } from 'node:crypto'
import { CARD_TEMPLATES } from '@/lib/cards/templates'
import type { CallOptions } from './call-route'
import { imageForm, pngImage } from './images'
import type { WorldIds } from './owner-world'
import { routeName, type ApiRoute } from './route-table'
import { exampleOf, jsonSchemaOf, OMIT, type Hint, type JsonSchema } from './schema-values'

/**
 * The world's gig a route acts on, where the booked one (with payments) cannot take it: an offer is made,
 * sent again, reminded of or withdrawn while open, only a gig with no payments is deleted, and a quote
 * and a contract are read where there is one.
 */
const GIG_OF_ROUTE: Record<string, 'offeredGigId' | 'signedGigId' | 'requestGigId'> = {
  'POST /v1/appointment/[appointmentId]/offer': 'offeredGigId',
  'GET /v1/appointment/[appointmentId]/quote': 'offeredGigId',
  'POST /v1/appointment/[appointmentId]/quote/send': 'offeredGigId',
  'POST /v1/appointment/[appointmentId]/remind': 'offeredGigId',
  'POST /v1/appointment/[appointmentId]/withdraw': 'offeredGigId',
  'DELETE /v1/appointment/[appointmentId]': 'offeredGigId',
  'GET /v1/appointment/[appointmentId]/contract': 'signedGigId',
  // A booking request with no offer yet goes on the waitlist.
  'POST /v1/waitlist': 'requestGigId',
}

/** The world's gig for the route: a wedding's only in a world built with its weddings. */
const gigIdFor = (route: ApiRoute, ids: WorldIds): string | undefined => ids[GIG_OF_ROUTE[routeName(route)] ?? 'appointmentId']

/** Whether the route acts on one of the world's weddings (ownerWithEverything builds them unless told not to). */
export const needsWeddings = (route: ApiRoute, { tokens = 'none' }: { tokens?: 'world' | 'none' } = {}) =>
  (routeName(route) in GIG_OF_ROUTE && GIG_OF_ROUTE[routeName(route)] !== 'requestGigId') || (tokens === 'world' && route.pattern.startsWith('/v1/offer/'))

/** A card template that needs none of the review's photos: the world's photo files are not on disk. */
const PHOTOLESS_CARD_TEMPLATE = CARD_TEMPLATES.find((template) => template.imagesNeeded === 0)!.id

export const paramNames = (route: ApiRoute) => [...route.pattern.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1])

/** The world's own secret for a route that takes one in its path. */
function worldTokenFor(route: ApiRoute, ids: WorldIds): string | undefined {
  if (route.pattern.startsWith('/v1/share/')) return ids.shareToken
  if (route.pattern.startsWith('/v1/calendar-feed/')) return ids.calendarFeedToken
  if (route.pattern.startsWith('/v1/consultation-form/')) return ids.consultationToken
  // Only a signed quote has a contract to read.
  if (route.pattern === '/v1/offer/[token]/contract') return ids.signedOfferToken
  return ids.offerToken
}

/**
 * A value for each path parameter, naming the world's resources. A token in the path is the credential
 * itself (a calendar feed, an offer, a share): `tokens: 'world'` uses the world's own, otherwise one nobody was given.
 */
export function paramsFor(route: ApiRoute, ids: WorldIds, { tokens = 'none' }: { tokens?: 'world' | 'none' } = {}): Record<string, string> {
  const values: Record<string, string | undefined> = {
    albumId: ids.albumId,
    reviewId: ids.reviewId,
    appointmentId: gigIdFor(route, ids),
    paymentId: ids.paymentId,
    serviceId: ids.serviceId,
    blockId: ids.blockId,
    expenseId: ids.expenseId,
    clientId: ids.clientId,
    entryId: ids.waitlistEntryId,
    deviceId: ids.deviceId,
    photoId: ids.photoId,
    shareId: ids.shareId,
    imageId: ids.imageId,
    userId: ids.userId,
    // The checklist routes' query says "suggestion" unless told otherwise.
    id: route.pattern.startsWith('/v1/checklist/') ? ids.suggestionEntryId : ids.userId,
    // Instagram handles are public: naming one is no claim on its owner's things.
    handle: 'someone.public',
    wizardStep: 'businessName',
    subItemId: 'review-cards',
    themeId: 'basic',
    token: tokens === 'world' ? worldTokenFor(route, ids) : `not-issued-${randomBytes(8).toString('hex')}`,
    consultationToken: tokens === 'world' ? worldTokenFor(route, ids) : `notissued~${randomBytes(16).toString('base64url')}`,
  }
  return Object.fromEntries(
    paramNames(route).map((name) => {
      if (!(name in values)) throw new Error(`${routeName(route)}: no value for [${name}]; add one to paramsFor() in tests/support/world-requests.ts`)
      if (values[name] === undefined) throw new Error(`${routeName(route)} acts on a wedding: build its world with them (needsWeddings())`)
      return [name, values[name]]
    }),
  )
}

/** The id of the resource a route's `_id` names. */
export function ownIdFor(route: ApiRoute, ids: WorldIds): string | undefined {
  if (route.pattern.includes('album')) return ids.albumId
  if (route.pattern.includes('appointment')) return gigIdFor(route, ids)
  if (route.pattern.includes('review')) return ids.reviewId
  return ids.userId
}

// One client and one new address for the whole run: a create naming no owner's things (a wedding quote
// from scratch) reads the same to both owners.
const CLIENT_EMAIL = `client-${randomBytes(4).toString('hex')}@example.com`
const NEW_EMAIL = `matrix-${randomBytes(4).toString('hex')}@example.com`

/** Field name → the world's value, for the valid examples built from a route's schemas. */
export function hintFor(route: ApiRoute, ids: WorldIds): Hint {
  const reviewCard = route.pattern === '/v1/util/route-review-card'
  const values: Record<string, unknown> = {
    _id: ownIdFor(route, ids),
    userId: ids.userId,
    albumId: ids.albumId,
    albumIds: [ids.albumId],
    existing: [ids.albumId],
    // A card is made of a review the owner shows.
    reviewId: reviewCard ? ids.shownReviewId : ids.reviewId,
    appointmentId: gigIdFor(route, ids),
    imageId: ids.imageId,
    imageIds: [ids.imageId],
    images: [ids.imageSrc],
    srcs: [ids.imageSrc],
    coverImg: ids.imageSrc,
    coverImgs: [ids.imageSrc],
    profileImg: ids.imageSrc,
    subscriptionId: ids.subscriptionId,
    // A client merges the other record of her name.
    otherId: ids.duplicateClientId,
    // Values no schema can say it wants: a real mobile number and e-mail, one of a feature or a theme.
    mobile: '+61400111333',
    customerMobile: '+61400111444',
    phone: '+61400111555',
    customerEmail: CLIENT_EMAIL,
    // A new e-mail on the profile needs the owner's password, which world owners have none of: leave it
    // out there, so the owner's own request succeeds and the other owner's is really compared with it.
    email: route.pattern === '/v1/user/[id]' ? OMIT : NEW_EMAIL,
    publicEmail: 'hello@example.com',
    subItemId: 'review-cards',
    themeId: OMIT,
    // The free theme in its own colours: other themes and custom colours are paid for.
    theme: 'basic',
    themeConfigs: {},
    // Autoplaying cover photos are Pro; world owners are not.
    imgAutoplay: false,
    reviewTemplateId: reviewCard ? PHOTOLESS_CARD_TEMPLATE : undefined,
    // The server knows a card's size; a request naming another is refused.
    width: reviewCard ? OMIT : undefined,
    height: reviewCard ? OMIT : undefined,
    // Calendar days and a custom domain have formats no JSON Schema spells out.
    date: '2026-12-24',
    paidAt: '2026-12-01',
    paymentDueDate: '2026-12-20',
    time: { from: '08:00', to: '10:00' },
    // Availability: a week of half-hour ranges, a blocked morning, a month and a start (refinements JSON Schema cannot show).
    hours: { '0': [], '1': [{ from: '09:00', to: '17:00' }], '2': [], '3': [], '4': [], '5': [], '6': [{ from: '07:00', to: '12:00' }] },
    startsAt: '2026-12-24T09:00:00+11:00',
    endsAt: '2026-12-24T12:00:00+11:00',
    start: '2026-12-24T09:00:00+11:00',
    month: '2026-12',
    weekStart: '2026-12-21',
    externalCalendarUrl: OMIT,
    // A gig's ready-by time and artists: refinements JSON Schema cannot show.
    readyBy: '06:30',
    artistCount: 2,
    // An early-start fee's cut-off: a morning slot.
    before: '07:00',
    customDomain: OMIT,
    // The books: a period's day, an expense's day and receipt photo (the world's own), an ABN that passes its checksum.
    day: '2026-11-29',
    spentOn: '2026-11-20',
    photo: ids.imageSrc,
    abn: '51 824 753 556',
    gstRegisteredFrom: '2026-07-01',
  }
  return (key) => values[key]
}

/** The field's type, looking through nullable wrappers (["string", "null"], anyOf within anyOf). */
function typeOfField(field: JsonSchema): string | undefined {
  if (Array.isArray(field.type)) return field.type.find((type) => type !== 'null')
  if (field.type) return field.type
  const branch = field.anyOf?.find((candidate) => candidate.type !== 'null')
  return branch ? typeOfField(branch) : undefined
}

/** Only hints that fit the field's type: `images` is a list of URLs in one schema and of media in another. */
export function fitting(hint: Hint, schema: JsonSchema): Hint {
  const fieldTypes = new Map<string, JsonSchema>()
  const visit = (node: JsonSchema) => {
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      fieldTypes.set(key, property)
      visit(property)
    }
    if (node.items) visit(node.items)
    for (const branch of node.anyOf ?? []) visit(branch)
  }
  visit(schema)
  return (key) => {
    const value = hint(key)
    const field = fieldTypes.get(key)
    if (value === OMIT) return OMIT
    if (value === undefined || !field) return undefined
    const type = typeOfField(field)
    // A field checked by refinements alone states no type: the hint is what it takes.
    if (type === undefined) return value
    if (Array.isArray(value)) return type === 'array' && typeof value[0] === (field.items?.type ?? 'string') ? value : undefined
    return type === typeof value ? value : undefined
  }
}

/** Routes whose body is a photo (multipart, field `images`), not JSON. */
const PHOTO = await pngImage(60, 40)
const PHOTO_UPLOADS = new Set(['POST /v1/clients/[clientId]/photos'])

/** A request the route's own schemas accept, aimed at the world's things. */
export function validRequestFor(
  route: ApiRoute,
  ids: WorldIds,
  { tokens }: { tokens?: 'world' | 'none' } = {},
): Pick<CallOptions, 'params' | 'query' | 'body' | 'rawBody'> {
  const example = (part: 'query' | 'body') => {
    const schema = route.handler.spec?.[part]
    if (!schema) return undefined
    const json = jsonSchemaOf(schema)
    const value = exampleOf(json, fitting(hintFor(route, ids), json))
    const parsed = schema.safeParse(value)
    if (!parsed.success)
      throw new Error(`${routeName(route)}: cannot build a valid ${part} (${parsed.error.issues[0]?.message}); teach exampleOf() or hintFor()`)
    return value
  }
  const query = example('query') as Record<string, string> | undefined
  if (PHOTO_UPLOADS.has(routeName(route))) return { params: paramsFor(route, ids, { tokens }), query, rawBody: imageForm(PHOTO) }
  return { params: paramsFor(route, ids, { tokens }), query, body: route.method === 'GET' ? undefined : example('body') }
}
