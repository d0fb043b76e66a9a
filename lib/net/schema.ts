import { z } from 'zod'

export const routeImageQuery = z.object({
  url: z.string({ error: 'Give the image address as ?url=' }).trim().min(1, 'Give the image address as ?url=').max(2048, 'That image address is too long'),
})
