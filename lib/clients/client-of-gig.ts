// The gig screen's word on its client: her record's id and what must show in red (allergies, sensitivities).
import { prisma } from '@/lib/db'

export type GigClient = { id: string; allergies: string | null; sensitivities: string | null }

export async function findClientOfGig({ user, appointmentId }: { user: { id: string }; appointmentId: string }): Promise<GigClient | null> {
  const gig = await prisma.appointment.findFirst({
    where: { id: appointmentId, userId: user.id },
    select: { client: { select: { id: true, allergies: true, sensitivities: true } } },
  })
  return gig?.client ?? null
}
