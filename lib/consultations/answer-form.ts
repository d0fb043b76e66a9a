// POST /v1/consultation-form/{token}: her answers. Only the questions her form asked are read; health
// answers are kept only when she ticked the consent box beside them (Australian Privacy Act). The bride's
// answers go to the gig's client; anyone else's to the client her e-mail or name match (or a new one).
import { fillProfileFromConsultation, type ProfileAnswers } from '@/lib/clients/consultation-answers'
import { matchOrCreateClient } from '@/lib/clients/match-client'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { findConsultationForm, formNotFound } from './open-form'
import { QUESTIONS, type QuestionKey } from './questions'
import type { ConsultationAnswer } from './schema'

export const HEALTH_CONSENT_NEEDED = 'Please tick the consent box to share your health details, or leave those answers blank'

export async function answerConsultationForm({ token, input, now = new Date() }: { token: string; input: ConsultationAnswer; now?: Date }) {
  return prisma.$transaction(async (tx) => {
    const form = await findConsultationForm(token, tx)
    if (!form || form.appointment.status === 'cancelled') throw formNotFound()
    const asked = form.questions as QuestionKey[]
    const answers: ProfileAnswers = Object.fromEntries(asked.map((key) => [key, input[key] ?? null]))
    const givesHealth = asked.some((key) => QUESTIONS[key].health && (key === 'contactLenses' ? answers.contactLenses === true : Boolean(answers[key])))
    if (givesHealth && !input.healthConsent) throw new AppError('unprocessable', HEALTH_CONSENT_NEEDED, { fields: { healthConsent: HEALTH_CONSENT_NEEDED } })
    // Without her consent no health answer is kept, not even a "no".
    const kept = input.healthConsent ? answers : Object.fromEntries(Object.entries(answers).filter(([key]) => !QUESTIONS[key as QuestionKey].health))
    const clientId = form.clientId ?? (await matchOrCreateClient(form.userId, { name: input.name, email: input.email }, tx))
    await fillProfileFromConsultation(tx, { userId: form.userId, clientId, answers: kept, healthConsent: input.healthConsent && givesHealth, now })
    await tx.consultationForm.update({ where: { id: form.id }, data: { clientId, answeredAt: now } })
    return { answeredAt: now.toISOString() }
  })
}
