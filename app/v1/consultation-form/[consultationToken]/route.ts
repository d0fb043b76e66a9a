import { answerConsultationForm } from '@/lib/consultations/answer-form'
import { getConsultationForm } from '@/lib/consultations/open-form'
import { consultationAnswerBody, consultationAnsweredResponse, consultationFormResponse, consultationTokenParams } from '@/lib/consultations/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: a party member's consultation form; its signed token is the credential and opens this form only. */
export const GET = route({ auth: 'public', params: consultationTokenParams, response: consultationFormResponse }, ({ params }) =>
  getConsultationForm({ token: params.consultationToken }),
)

/** Public: her answers, which fill her beauty profile; health answers only with her consent. */
export const POST = route(
  { auth: 'public', rateLimit: 'consultation', params: consultationTokenParams, body: consultationAnswerBody, response: consultationAnsweredResponse },
  ({ params, body }) => answerConsultationForm({ token: params.consultationToken, input: body }),
)

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
