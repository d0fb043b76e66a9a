// PATCH /v1/appointment: {_id, paid} marks a gig paid (or not), anything else is the edited gig.
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { attachOwnImages } from '@/lib/images/own-images'
import { appointmentData } from './appointment-data'
import { lockAppointment } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import type { AppointmentForm, AppointmentResponse, UpdateAppointmentBody } from './schema'
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
    return tx.appointment.update({
      where: { id: current.id, userId },
      data: { ...data, paid: current.paid && data.paidToDateCents >= data.totalCents },
      include: { payments: true },
    })
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
    if (!paid) return tx.appointment.update({ where: { id: current.id, userId }, data: { paid: false }, include: { payments: true } })
    if (current.status !== 'booked') throw new AppError('conflict', 'Only booked gigs can be marked paid')
    if (current.paid) return current
    const remaining = current.totalCents - current.paidToDateCents
    if (remaining > 0) {
      await tx.payment.create({ data: { userId, appointmentId: current.id, amountCents: remaining, method: 'other', note: 'Marked paid' } })
    }
    return tx.appointment.update({
      where: { id: current.id, userId },
      data: { paid: true, paidToDateCents: Math.max(current.totalCents, current.paidToDateCents) },
      include: { payments: true },
    })
  })
}
