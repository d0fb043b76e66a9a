// The gig screen's word on its clients: her record's id and what must show in red (allergies,
// sensitivities), hers and her party's: each party member known by her consultation form or her share
// of the balance, named as the day-of timeline names her.
import { prisma, type DbClient } from '@/lib/db'

type Alert = { allergies: string | null; sensitivities: string | null }
/** `person`: how the gig names her (the timeline's "Bridesmaid 2", or her share's name); `name`: her client record's. */
export type PartyAlert = Alert & { person: string; name: string }
export type GigClient = Alert & { id: string; party: PartyAlert[] }

const ALERT = { select: { id: true, name: true, allergies: true, sensitivities: true } } as const
const hasAlert = (client: Alert | null): client is Alert => Boolean(client?.allergies || client?.sensitivities)

export async function findClientOfGig(
  { user, appointmentId }: { user: { id: string }; appointmentId: string },
  db: DbClient = prisma,
): Promise<GigClient | null> {
  const gig = await db.appointment.findFirst({
    where: { id: appointmentId, userId: user.id },
    select: {
      client: ALERT,
      consultations: { where: { userId: user.id }, select: { person: true, client: ALERT }, orderBy: { createdAt: 'asc' } },
      paymentShares: { select: { name: true, client: ALERT }, orderBy: { position: 'asc' } },
    },
  })
  if (!gig?.client) return null
  const ownId = gig.client.id
  const members = [
    ...gig.consultations.map((form) => ({ person: form.person, client: form.client })),
    ...gig.paymentShares.map((share) => ({ person: share.name, client: share.client })),
  ]
  const seen = new Set<string>()
  const party = members.flatMap(({ person, client }) => {
    if (!client || client.id === ownId || !hasAlert(client) || seen.has(client.id)) return []
    seen.add(client.id)
    return [{ person, name: client.name, allergies: client.allergies, sensitivities: client.sensitivities }]
  })
  return { id: gig.client.id, allergies: gig.client.allergies, sensitivities: gig.client.sensitivities, party }
}
