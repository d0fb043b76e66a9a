import { z } from 'zod'

export const supportBody = z.object({
  subject: z.string({ error: 'Subject is missing' }).trim().min(1, 'Subject is missing').max(150, 'Keep the subject under 150 characters'),
  message: z.string({ error: 'Message is missing' }).trim().min(1, 'Message is missing').max(5000, 'Keep the message under 5000 characters'),
})

export const supportAnswer = z.object({ sent: z.literal(true) })
export type SupportAnswer = z.infer<typeof supportAnswer>
