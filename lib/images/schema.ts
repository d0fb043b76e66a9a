import { z } from 'zod'

/** An upload's answer (the owner's photo, a customer's for a review or a booking): the stored image's URL, as the spec's client expects. */
export const uploadedImageAnswer = z.string()
