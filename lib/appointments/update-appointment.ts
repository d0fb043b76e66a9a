// PATCH /v1/appointment: {_id, paid} marks a gig paid (or not), anything else is the edited gig.
import { releaseOccupiedTime } from '@/lib/availability/occupy'
import { clientOfEditedGig } from '@/lib/clients/match-client'
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { attachOwnImages } from '@/lib/images/own-images'
import { appointmentData } from './appointment-data'
import { expireCheckouts } from './checkout-sessions'
import { bookHeldGig } from './confirm-booking'
import { GIG_INCLUDE, lockAppointment } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import type { Appointment } from '@/lib/generated/prisma/client'
import type { AppointmentForm, Service, UpdateAppointmentBody } from './schema'
import type { AppointmentResponse } from './response-schema'
import { toAppointmentResponse } from './to-appointment-response'

type Options = { user: { id: string }; now?: Date }

export async function updateAppointment({ user, input, now = new Date() }: Options & { input: UpdateAppointmentBody }): Promise<AppointmentResponse> {
  const appointment = 'customerName' in input ? await editAppointment(user.id, input._id, input) : await setPaid(user.id, input._id, input.paid)
  return toAppointmentResponse(appointment, { timeZone: await ownerTimeZone(user.id), now })
}

/** The owner's edit; a paid gig stays paid only while what was paid still covers the total. */
function editAppointment(userId: string, appointmentId: string, input: AppointmentForm) {
  return prisma.$transaction(async (tx) => {
    const current = await lockAppointment(tx, { appointmentId, userId })
    if (!current) throw notFound('Gig')
    await attachOwnImages(tx, userId, input.images)
    const data = appointmentData(input)
    // A wedding's terms are its quote's: changed there, they ask the client to sign again (lib/weddings).
    if (changesQuotedTerms(current, data) && (await tx.quote.count({ where: { appointmentId: current.id } }))) {
      throw new AppError('conflict', 'This wedding’s party, prices, day and ready-by come from its quote: change them in the quote, and the client signs again')
    }
    // What is due, or the day a page names, may change: pages open for the old ones must not take them.
    if (changesQuotedTerms(current, data)) await expireCheckouts(tx, { appointmentId: current.id, whenPaid: 'refuse' })
    if (current.date.getTime() !== data.date.getTime() || current.timeFrom !== data.timeFrom || current.timeTo !== data.timeTo)
      await releaseOccupiedTime(tx, current.id)
    await tx.appointment.update({
      where: { id: current.id, userId },
      data: { ...data, clientId: await clientOfEditedGig(userId, current, data, tx), paid: current.paid && data.paidToDateCents >= data.totalCents },
    })
    // A held gig whose deposit is now covered (lowered, or paid to date raised) is booked.
    await bookHeldGig(tx, { appointmentId: current.id })
    return tx.appointment.findUniqueOrThrow({ where: { id: current.id }, include: GIG_INCLUDE })
  })
}

/**
 * Spec: 'Mark paid' sets paid true. What remained is recorded as received ("Marked paid"), so the
 * gig's paid-to-date adds up to its total. Marking it unpaid again only clears the flag.
 */
function setPaid(userId: string, appointmentId: string, paid: boolean) {
  return prisma.$transaction(async (tx) => {
    const current = await lockAppointment(tx, { appointmentId, userId })
    if (!current) throw notFound('Gig')
    if (!paid) return tx.appointment.update({ where: { id: current.id, userId }, data: { paid: false }, include: GIG_INCLUDE })
    if (current.status !== 'booked' && current.status !== 'awaitingDeposit') throw new AppError('conflict', 'Only booked gigs can be marked paid')
    if (current.paid) return current
    await expireCheckouts(tx, { appointmentId: current.id, whenPaid: 'refuse' })
    const remaining = current.totalCents - current.paidToDateCents
    if (remaining > 0) {
      await tx.payment.create({ data: { userId, appointmentId: current.id, amountCents: remaining, method: 'other', note: 'Marked paid' } })
    }
    await tx.appointment.update({
      where: { id: current.id, userId },
      data: { paid: true, paidToDateCents: Math.max(current.totalCents, current.paidToDateCents) },
    })
    // Paid in full covers the deposit a held gig waited for.
    await bookHeldGig(tx, { appointmentId: current.id })
    return tx.appointment.findUniqueOrThrow({ where: { id: current.id }, include: GIG_INCLUDE })
  })
}

type QuotedTerms = Pick<Appointment, 'date' | 'timeFrom' | 'timeTo' | 'readyBy' | 'artistCount' | 'totalCents' | 'depositCents' | 'paymentDueDate'> & {
  services: unknown
}

const termsLine = (line: Service) => [line.title, line.subTitle, line.count ?? 1, line.durationMinutes ?? null, line.priceCents ?? null, line.serviceId ?? null]
const sameDay = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null)

/** Whether an edit touches what a quote decides: the party and its services, the money, the day, its times, ready-by and artists. */
function changesQuotedTerms(current: QuotedTerms, next: QuotedTerms): boolean {
  const lines = (services: unknown) => JSON.stringify(((services as Service[] | null) ?? []).map(termsLine))
  return (
    !sameDay(current.date, next.date) ||
    !sameDay(current.paymentDueDate, next.paymentDueDate) ||
    current.timeFrom !== next.timeFrom ||
    current.timeTo !== next.timeTo ||
    (current.readyBy ?? null) !== (next.readyBy ?? null) ||
    current.artistCount !== next.artistCount ||
    current.totalCents !== next.totalCents ||
    current.depositCents !== next.depositCents ||
    lines(current.services) !== lines(next.services)
  )
}
