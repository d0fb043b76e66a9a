// The kilometres she drove for a gig, claimed at her cents-per-kilometre rate (a setting: the ATO's 88 c
// for 2024–25) as it was when logged. One entry per gig, on the gig's day; 0 km removes it.
import { fromDbDate } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import type { Mileage } from '@/lib/generated/prisma/client'
import { mileageAnswer, mileageResponse, type MileageAnswer, type MileageBody, type MileageResponse } from './schema'

export const toMileageResponse = (row: Mileage & { appointment: { customerName: string } }): MileageResponse =>
  mileageResponse.parse({
    appointmentId: row.appointmentId,
    customerName: row.appointment.customerName,
    drivenOn: fromDbDate(row.drivenOn),
    km: row.km,
    rateCents: row.rateCents,
    cents: row.km * row.rateCents,
  })

export async function getGigMileage({ user, appointmentId }: { user: { id: string }; appointmentId: string }): Promise<MileageAnswer> {
  const gig = await prisma.appointment.findFirst({
    where: { id: appointmentId, userId: user.id },
    select: { mileage: { include: { appointment: { select: { customerName: true } } } } },
  })
  if (!gig) throw notFound('Gig')
  return mileageAnswer.parse({ mileage: gig.mileage ? toMileageResponse(gig.mileage) : null })
}

export async function setGigMileage({
  user,
  appointmentId,
  input,
}: {
  user: { id: string }
  appointmentId: string
  input: MileageBody
}): Promise<MileageAnswer> {
  return prisma.$transaction(async (tx) => {
    const gig = await tx.appointment.findFirst({
      where: { id: appointmentId, userId: user.id },
      select: { id: true, date: true, user: { select: { mileageRateCents: true } } },
    })
    if (!gig) throw notFound('Gig')
    if (input.km === 0) {
      await tx.mileage.deleteMany({ where: { appointmentId: gig.id, userId: user.id } })
      return mileageAnswer.parse({ mileage: null })
    }
    const row = await tx.mileage.upsert({
      where: { appointmentId: gig.id },
      create: { userId: user.id, appointmentId: gig.id, drivenOn: gig.date, km: input.km, rateCents: gig.user.mileageRateCents },
      update: { km: input.km, rateCents: gig.user.mileageRateCents },
      include: { appointment: { select: { customerName: true } } },
    })
    return mileageAnswer.parse({ mileage: toMileageResponse(row) })
  })
}
