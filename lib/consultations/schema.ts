// Consultation and consent forms (issue 37): one schema per resource, shared by the forms, the routes and the tests.
import { z } from 'zod'
import { QUESTION_KEYS } from './questions'

export const questionKey = z.enum(QUESTION_KEYS, { error: 'Choose questions from the list' })

/** PUT /v1/consultation-settings: the questions, in order; none turns the form off. */
export const consultationSettingsBody = z.object({
  questions: z
    .array(questionKey, { error: 'Choose your questions' })
    .max(QUESTION_KEYS.length, 'Choose each question once')
    .refine((keys) => new Set(keys).size === keys.length, 'Choose each question once'),
})
export type ConsultationSettingsBody = z.infer<typeof consultationSettingsBody>
export const consultationSettingsResponse = consultationSettingsBody
export type ConsultationSettings = z.infer<typeof consultationSettingsResponse>

/** A form's signed link, as in its address: /consultation/{consultationToken}. */
export const consultationTokenParams = z.object({
  consultationToken: z.string({ error: 'The link is incomplete' }).trim().min(1, 'The link is incomplete').max(200),
})

/** GET /v1/consultation-form/{token}: what her form shows. Never her answers: the link may be forwarded. */
export const consultationFormResponse = z.object({
  businessName: z.string(),
  /** Who it is for, as the day-of timeline names her. */
  person: z.string(),
  /** Her name when she is known (the bride, or once answered). */
  name: z.string().nullable(),
  /** The gig's day, YYYY-MM-DD. */
  date: z.string(),
  questions: z.array(questionKey),
  answeredAt: z.string().nullable(),
})
export type ConsultationFormView = z.infer<typeof consultationFormResponse>

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${label} under ${max} characters`)
    .nullish()
    .transform((value) => value || null)

/** POST /v1/consultation-form/{token}: her answers. Health answers are kept only with her consent. */
export const consultationAnswerBody = z.object({
  name: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(80, 'Names are at most 80 characters'),
  email: z
    .union([z.string().trim().max(254, 'Email is too long').toLowerCase().pipe(z.email('Please enter a valid email address')), z.literal('')], {
      error: 'Please enter a valid email address',
    })
    .nullish()
    .transform((value) => value || null),
  skinType: text(60, 'your skin type'),
  skinConcerns: text(500, 'skin concerns'),
  allergies: text(500, 'allergies'),
  sensitivities: text(500, 'sensitivities'),
  recentTreatments: text(500, 'recent treatments'),
  contactLenses: z.boolean({ error: 'Say whether you will wear contact lenses' }).nullish(),
  inspiration: text(1000, 'your links'),
  photoConsent: z.boolean({ error: 'Say yes or no to photos' }).nullish(),
  /** Her explicit consent to her health details being collected (Australian Privacy Act). */
  healthConsent: z.boolean({ error: 'Tick the box or leave it' }).default(false),
})
export type ConsultationAnswerInput = z.input<typeof consultationAnswerBody>
export type ConsultationAnswer = z.output<typeof consultationAnswerBody>

export const consultationAnsweredResponse = z.object({ answeredAt: z.string() })

/** A link in the offer or quote e-mail: one per party member. */
export type ConsultationLink = { person: string; url: string }
