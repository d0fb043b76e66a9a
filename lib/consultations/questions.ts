// The consultation form's questions (issue 37): the owner picks which go out with her offers and quotes.
// Health questions are sensitive information under the Australian Privacy Act: their answers are kept
// only when the client ticks the consent box the form shows beside them.

export const QUESTION_KEYS = [
  'skinType',
  'skinConcerns',
  'allergies',
  'sensitivities',
  'recentTreatments',
  'contactLenses',
  'inspiration',
  'photoConsent',
] as const
export type QuestionKey = (typeof QUESTION_KEYS)[number]

type Question = {
  /** What the owner sees in her settings. */
  label: string
  /** What the client is asked. */
  prompt: string
  hint?: string
  health: boolean
}

export const QUESTIONS: Record<QuestionKey, Question> = {
  skinType: { label: 'Skin type', prompt: 'What is your skin type?', hint: 'Dry, oily, combination, normal…', health: false },
  skinConcerns: { label: 'Skin concerns', prompt: 'Any skin concerns?', hint: 'Acne, rosacea, eczema, pigmentation…', health: true },
  allergies: { label: 'Allergies', prompt: 'Any allergies?', hint: 'Latex, lash glue, nuts, fragrance… Leave blank for none.', health: true },
  sensitivities: { label: 'Sensitivities', prompt: 'Any sensitivities?', hint: 'Sensitive eyes, reactions to products…', health: true },
  recentTreatments: {
    label: 'Recent treatments',
    prompt: 'Any skin treatments in the last month?',
    hint: 'Peels, injectables, retinoids, laser, lash lift…',
    health: true,
  },
  contactLenses: { label: 'Contact lenses', prompt: 'Will you wear contact lenses on the day?', health: true },
  inspiration: { label: 'Inspiration photos', prompt: 'Links to looks you love', hint: 'Pinterest, Instagram… one link a line.', health: false },
  photoConsent: {
    label: 'Photo consent',
    prompt: 'May photos of your makeup be used on my website and Instagram?',
    hint: 'Say no and your photos stay private.',
    health: false,
  },
}

/** The bridal defaults. */
export const DEFAULT_QUESTIONS: QuestionKey[] = ['skinType', 'allergies', 'recentTreatments', 'contactLenses', 'inspiration', 'photoConsent']

export const asksHealth = (questions: readonly QuestionKey[]) => questions.some((key) => QUESTIONS[key].health)
