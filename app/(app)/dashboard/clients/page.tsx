import type { Metadata } from 'next'
import { ClientsScreen } from '@/components/clients/clients-screen'
import { requireOwner } from '@/lib/auth/session'
import { listClients } from '@/lib/clients/list-clients'
import { consultationQuestions } from '@/lib/consultations/settings'
import { todayIn } from '@/lib/appointments/dates'
import { ownerTimeZone } from '@/lib/appointments/owner-time-zone'

export const metadata: Metadata = { title: 'Clients' }

export default async function ClientsPage() {
  const user = await requireOwner()
  const [initial, timeZone, questions] = await Promise.all([
    listClients({ user, query: { q: '', sort: 'upcoming' } }),
    ownerTimeZone(user.id),
    consultationQuestions(user.id),
  ])
  return <ClientsScreen initial={initial} today={todayIn(timeZone)} questions={questions} />
}
