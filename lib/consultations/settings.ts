// The owner's consultation questions: the bridal defaults until she picks her own; none turns the form off.
import { prisma, type DbClient } from '@/lib/db'
import { DEFAULT_QUESTIONS, type QuestionKey } from './questions'
import { consultationSettingsResponse, type ConsultationSettings, type ConsultationSettingsBody } from './schema'

export async function consultationQuestions(userId: string, db: DbClient = prisma): Promise<QuestionKey[]> {
  const row = await db.consultationSettings.findUnique({ where: { userId }, select: { questions: true } })
  return row ? consultationSettingsResponse.shape.questions.parse(row.questions) : DEFAULT_QUESTIONS
}

export async function getConsultationSettings({ user }: { user: { id: string } }): Promise<ConsultationSettings> {
  return consultationSettingsResponse.parse({ questions: await consultationQuestions(user.id) })
}

export async function saveConsultationSettings({ user, input }: { user: { id: string }; input: ConsultationSettingsBody }): Promise<ConsultationSettings> {
  const row = await prisma.consultationSettings.upsert({
    where: { userId: user.id },
    create: { userId: user.id, questions: input.questions },
    update: { questions: input.questions },
  })
  return consultationSettingsResponse.parse({ questions: row.questions })
}
