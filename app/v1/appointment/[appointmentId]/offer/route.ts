import { appointmentIdParams, sendOfferBody } from '@/lib/appointments/schema'
import { sendOffer } from '@/lib/appointments/send-offer'
import { route } from '@/lib/http/route'

/** The owner's offer on a booking request (price, deposit, due date, policy), e-mailed to the customer. */
export const POST = route({ auth: 'owner', params: appointmentIdParams, body: sendOfferBody, idempotent: true }, ({ user, params, body }) => sendOffer({ user, appointmentId: params.appointmentId, input: body }))
