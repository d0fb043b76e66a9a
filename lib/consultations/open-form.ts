// GET /v1/consultation-form/{token}: the form a party member's link opens. What it shows is hers to see
// whoever holds the link: never her answers, which only the owner sees on her client page.
import { fromDbDate } from '@/lib/appointments/dates'
import { prisma, type DbClient } from '@/lib/db'
import { notFound } from '@/lib/errors'
import { formIdOf } from './link'
import { consultationFormResponse, type ConsultationFormView } from './schema'

export const formNotFound = () => notFound('Consultation form')

export async function findConsultationForm(token: string, db: DbClient = prisma) {
  const id = formIdOf(token)
  if (!id) return null
  return db.consultationForm.findUnique({
    where: { id },
    include: {
      appointment: { select: { date: true, status: true, customerName: true, user: { select: { businessName: true } } } },
      client: { select: { name: true } },
    },
  })
}

/** The page's and the route's view of a form, or null when the link is not one of ours (or its gig is gone). */
export async function openConsultationForm(token: string): Promise<ConsultationFormView | null> {
  const form = await findConsultationForm(token)
  if (!form || form.appointment.status === 'cancelled') return null
  return consultationFormResponse.parse({
    businessName: form.appointment.user.businessName ?? 'Your makeup artist',
    person: form.person,
    name: form.client?.name ?? null,
    date: fromDbDate(form.appointment.date),
    questions: form.questions,
    answeredAt: form.answeredAt?.toISOString() ?? null,
  })
}

export async function getConsultationForm({ token }: { token: string }): Promise<ConsultationFormView> {
  const view = await openConsultationForm(token)
  if (!view) throw formNotFound()
  return view
}
