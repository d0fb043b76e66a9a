// Her consultation form's answers fill her beauty profile, each with the day she gave it. Health details
// (Australian Privacy Act) arrive here only with her consent, which is recorded with them.
import type { PrismaTx } from '@/lib/db'
import { clientNotFound } from './get-client'

export type ProfileAnswers = {
  skinType?: string | null
  skinConcerns?: string | null
  allergies?: string | null
  sensitivities?: string | null
  recentTreatments?: string | null
  contactLenses?: boolean | null
  inspiration?: string | null
  photoConsent?: boolean | null
}

const PROFILE_FIELDS = ['skinType', 'skinConcerns', 'allergies', 'sensitivities', 'recentTreatments', 'contactLenses'] as const

export async function fillProfileFromConsultation(
  tx: PrismaTx,
  { userId, clientId, answers, healthConsent, now }: { userId: string; clientId: string; answers: ProfileAnswers; healthConsent: boolean; now: Date },
) {
  const client = await tx.client.findFirst({ where: { id: clientId, userId }, select: { profileGivenAt: true } })
  if (!client) throw clientNotFound()
  const given = PROFILE_FIELDS.filter((field) => answers[field] !== undefined && answers[field] !== null)
  const photo = answers.photoConsent === true || answers.photoConsent === false
  const dates = Object.fromEntries([...given, ...(photo ? ['photoConsent'] : [])].map((field) => [field, now.toISOString()]))
  await tx.client.update({
    where: { id: clientId },
    data: {
      ...Object.fromEntries(given.map((field) => [field, answers[field]])),
      profileGivenAt: { ...(client.profileGivenAt as Record<string, string>), ...dates },
      ...(healthConsent ? { healthConsentAt: now } : {}),
      ...(photo ? { photoConsentAt: answers.photoConsent ? now : null } : {}),
    },
  })
  if (answers.inspiration) await tx.clientNote.create({ data: { clientId, body: `Inspiration from her consultation form:\n${answers.inspiration}` } })
}
