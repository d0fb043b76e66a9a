// The kilometres she drove for a gig, claimed at her cents-per-kilometre rate (a setting: the ATO's 88 c
// for 2024–25) as it was when logged. One entry per gig, on the gig's day; 0 km removes it. Her travel zones
// that have a distance are offered as the round trip, the gig's own zone (a wedding quote's) first choice.
import { fromDbDate } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import type { Mileage } from '@/lib/generated/prisma/client'
import { getFeeRules } from '@/lib/weddings/fee-rules'
import { travelChoiceSchema } from '@/lib/weddings/schema'
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

type LoggedMileage = Parameters<typeof toMileageResponse>[0]

/** The gig's mileage with her zones that have a distance, and the gig's zone among them (matched by name as quotes are). */
async function mileageAnswerFor(
  user: { id: string },
  { mileage, quoteTravel }: { mileage: LoggedMileage | null; quoteTravel: unknown },
): Promise<MileageAnswer> {
  const zones = (await getFeeRules({ user })).travel.zones.flatMap((zone) => (zone.distanceKm ? [{ name: zone.name, kmEachWay: zone.distanceKm }] : []))
  const travel = travelChoiceSchema.safeParse(quoteTravel)
  const named = travel.success && travel.data.kind === 'zone' ? travel.data.zone.toLowerCase() : null
  return mileageAnswer.parse({
    mileage: mileage ? toMileageResponse(mileage) : null,
    zones,
    zone: zones.find((zone) => zone.name.toLowerCase() === named)?.name ?? null,
  })
}

export async function getGigMileage({ user, appointmentId }: { user: { id: string }; appointmentId: string }): Promise<MileageAnswer> {
  const gig = await prisma.appointment.findFirst({
    where: { id: appointmentId, userId: user.id },
    select: { mileage: { include: { appointment: { select: { customerName: true } } } }, quote: { select: { travel: true } } },
  })
  if (!gig) throw notFound('Gig')
  return mileageAnswerFor(user, { mileage: gig.mileage, quoteTravel: gig.quote?.travel })
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
  const saved = await prisma.$transaction(async (tx) => {
    const gig = await tx.appointment.findFirst({
      where: { id: appointmentId, userId: user.id },
      select: { id: true, date: true, user: { select: { mileageRateCents: true } }, quote: { select: { travel: true } } },
    })
    if (!gig) throw notFound('Gig')
    if (input.km === 0) {
      await tx.mileage.deleteMany({ where: { appointmentId: gig.id, userId: user.id } })
      return { mileage: null, quoteTravel: gig.quote?.travel }
    }
    const row = await tx.mileage.upsert({
      where: { appointmentId: gig.id },
      create: { userId: user.id, appointmentId: gig.id, drivenOn: gig.date, km: input.km, rateCents: gig.user.mileageRateCents },
      update: { km: input.km, rateCents: gig.user.mileageRateCents },
      include: { appointment: { select: { customerName: true } } },
    })
    return { mileage: row, quoteTravel: gig.quote?.travel }
  })
  return mileageAnswerFor(user, saved)
}
