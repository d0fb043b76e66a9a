// A client as answered: her record, and what her gigs, shares, payments and reviews add up to.
import { fromDbDate } from '@/lib/appointments/dates'
import { remainingCents } from '@/lib/appointments/to-appointment-response'
import type { Appointment, Client, ClientNote, ClientPhoto, ClientShade, Payment, PaymentShare, Review } from '@/lib/generated/prisma/client'
import { clientPhotoUrl } from './photo-url'
import { clientResponse, clientSummary, type ClientGig, type ClientResponse, type ClientSummary } from './schema'

export type SummaryRow = Pick<Client, 'id' | 'name' | 'email' | 'phone' | 'tags' | 'allergies' | 'sensitivities'> & {
  nextGig: Date | null
  lastSeen: Date | null
  totalPaid: number
  gigCount: number
}

export const summaryOf = (row: SummaryRow): ClientSummary =>
  clientSummary.parse({
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    tags: row.tags,
    allergies: row.allergies,
    sensitivities: row.sensitivities,
    nextGig: row.nextGig ? fromDbDate(row.nextGig) : null,
    lastSeen: row.lastSeen ? fromDbDate(row.lastSeen) : null,
    totalPaid: row.totalPaid,
    gigCount: row.gigCount,
  })

type Gig = Appointment & { payments: Payment[]; paymentShares: PaymentShare[] }
export type ClientDetail = Client & {
  notes: ClientNote[]
  shades: ClientShade[]
  photos: ClientPhoto[]
  appointments: Gig[]
  shares: (PaymentShare & { payment: Payment | null; appointment: Appointment })[]
  reviews: Review[]
}
type Duplicate = Pick<Client, 'id' | 'name' | 'email' | 'phone'>

const UPCOMING = new Set(['offered', 'awaitingDeposit', 'booked'])
const titleOf = (gig: Appointment) => (gig.services as { subTitle?: string }[] | null)?.[0]?.subTitle || 'Gig'

export function toClientResponse(client: ClientDetail, { today, duplicates }: { today: string; duplicates: Duplicate[] }): ClientResponse {
  const gigs: (ClientGig & { mine: boolean })[] = [
    ...client.appointments.map((gig) => {
      // Shares of her balance that other people pay are theirs, not hers.
      const others = gig.paymentShares.filter((share) => share.clientId !== client.id)
      const othersPaid = others.reduce((sum, share) => sum + (share.paidAt ? share.amountCents : 0), 0)
      const othersOpen = others.reduce((sum, share) => sum + (share.paidAt ? 0 : share.amountCents), 0)
      return {
        ...gigFields(gig),
        partyOf: null,
        paid: gig.paidToDateCents - othersPaid,
        owing: Math.max(remainingCents(gig) - othersOpen, 0),
        mine: true,
      }
    }),
    ...client.shares
      .filter((share) => share.appointment.clientId !== client.id)
      .map((share) => ({
        ...gigFields(share.appointment),
        partyOf: share.appointment.customerName,
        total: share.amountCents,
        paid: share.paidAt ? share.amountCents : 0,
        owing: share.paidAt || share.appointment.status === 'cancelled' ? 0 : share.amountCents,
        mine: false,
      })),
  ]
  const upcoming = gigs.filter((gig) => gig.date >= today && UPCOMING.has(gig.status)).toSorted((a, b) => a.date.localeCompare(b.date))
  const past = gigs.filter((gig) => !upcoming.includes(gig)).toSorted((a, b) => b.date.localeCompare(a.date))
  const payments = [
    ...client.appointments.flatMap((gig) => gig.payments.map((payment) => ({ payment, gig }))),
    ...client.shares.flatMap((share) =>
      share.payment && share.appointment.clientId !== client.id ? [{ payment: share.payment, gig: share.appointment }] : [],
    ),
  ].toSorted((a, b) => b.payment.paidAt.getTime() - a.payment.paidAt.getTime())
  const strip = ({ mine: _mine, ...gig }: ClientGig & { mine: boolean }) => gig

  return clientResponse.parse({
    _id: client.id,
    name: client.name,
    email: client.email,
    phone: client.phone,
    tags: client.tags,
    allergies: client.allergies,
    sensitivities: client.sensitivities,
    nextGig: upcoming[0]?.date ?? null,
    lastSeen: past.find((gig) => gig.status === 'booked' && gig.date < today)?.date ?? null,
    totalPaid: gigs.reduce((sum, gig) => sum + gig.paid, 0),
    gigCount: gigs.length,
    skinType: client.skinType,
    skinConcerns: client.skinConcerns,
    contactLenses: client.contactLenses,
    lashNotes: client.lashNotes,
    browNotes: client.browNotes,
    shades: client.shades.toSorted((a, b) => a.position - b.position).map(({ brand, product, shade }) => ({ brand, product, shade })),
    recentTreatments: client.recentTreatments,
    profileGivenAt: client.profileGivenAt ?? {},
    healthConsentAt: client.healthConsentAt?.toISOString() ?? null,
    photoConsentAt: client.photoConsentAt?.toISOString() ?? null,
    photos: client.photos.map((photo) => ({
      _id: photo.id,
      kind: photo.kind,
      url: clientPhotoUrl(client.id, photo.id),
      createdAt: photo.createdAt.toISOString(),
    })),
    notes: client.notes
      .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((note) => ({ _id: note.id, body: note.body, createdAt: note.createdAt.toISOString() })),
    upcoming: upcoming.map(strip),
    past: past.map(strip),
    payments: payments.map(({ payment, gig }) => ({
      _id: payment.id,
      amount: payment.amountCents - payment.refundedCents,
      paidAt: payment.paidAt.toISOString(),
      method: payment.method,
      requestNumber: gig.requestNumber,
    })),
    owing: gigs.reduce((sum, gig) => sum + gig.owing, 0),
    reviews: client.reviews
      .toSorted((a, b) => b.date.getTime() - a.date.getTime())
      .map((review) => ({ _id: review.id, score: review.score, comments: review.comments, date: review.date.toISOString() })),
    duplicates: duplicates.map((other) => ({ _id: other.id, name: other.name, email: other.email, phone: other.phone })),
  })
}

const gigFields = (gig: Appointment) => ({
  _id: gig.id,
  requestNumber: gig.requestNumber,
  date: fromDbDate(gig.date),
  timeFrom: gig.timeFrom,
  status: gig.status,
  title: titleOf(gig),
  total: gig.totalCents,
})
