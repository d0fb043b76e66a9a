// The consultation forms that go out with an offer or a quote: one per person of the party, as the
// day-of timeline names her ("Bride", "Sophie", "Bridesmaid 2"), or the client alone when the gig names
// nobody. Made once per person: a reminder, or the quote sent again, carries the same links.
import type { PrismaTx } from '@/lib/db'
import type { Appointment } from '@/lib/generated/prisma/client'
import type { Service } from '@/lib/appointments/schema'
import { isBrideLine, partyPeople } from '@/lib/appointments/timeline'
import { consultationUrl } from './link'
import type { ConsultationLink } from './schema'
import { consultationQuestions } from './settings'

type Gig = Pick<Appointment, 'id' | 'userId' | 'customerName' | 'clientId' | 'services'>

const folded = (name: string) => name.trim().toLocaleLowerCase()

/** Whether a person of the party is the gig's own client: the bride, or her name. */
function isClient(person: string, line: Service | null, customerName: string) {
  if (line && isBrideLine(line)) return true
  return folded(person) === folded(customerName) || folded(person) === folded(customerName).split(/\s+/)[0]
}

export async function prepareConsultations(tx: PrismaTx, gig: Gig, { wedding }: { wedding: boolean }): Promise<ConsultationLink[]> {
  const questions = await consultationQuestions(gig.userId, tx)
  if (!questions.length) return []
  const lines = ((gig.services as Service[] | null) ?? []).filter((line) => (line.count ?? 1) > 0)
  const people = wedding && lines.length ? partyPeople(lines) : [{ person: gig.customerName.trim(), line: null }]
  await tx.consultationForm.createMany({
    data: people.map(({ person, line }) => ({
      userId: gig.userId,
      appointmentId: gig.id,
      person,
      clientId: isClient(person, line, gig.customerName) ? gig.clientId : null,
      questions,
    })),
    skipDuplicates: true,
  })
  const forms = await tx.consultationForm.findMany({ where: { appointmentId: gig.id, userId: gig.userId }, select: { id: true, person: true } })
  const byPerson = new Map(forms.map((form) => [form.person, form.id]))
  return people.flatMap(({ person }) => (byPerson.has(person) ? [{ person, url: consultationUrl(byPerson.get(person)!) }] : []))
}
