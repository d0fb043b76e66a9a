import { z } from 'zod'

/** The database answers; anything else is a 503. */
export const healthResponse = z.object({ status: z.literal('ok') })
