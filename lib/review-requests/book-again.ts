// 'Book your next event' from the thank-you: the booking form opened through the request's signed link is
// filled with her name, e-mail and mobile. Only the token names her: without a valid one for this
// artist, nothing of hers is read or shown.
import { prisma } from '@/lib/db'
import { requestIdOf } from './link'

export type BookAgainDetails = { customerName: string; customerEmail: string; customerMobile: string }

export async function bookAgainDetails({ userId, token }: { userId: string; token: string | null | undefined }): Promise<BookAgainDetails | null> {
  const id = requestIdOf('book', token)
  if (!id) return null
  const request = await prisma.reviewRequest.findFirst({
    where: { id, userId },
    select: { name: true, email: true, appointment: { select: { customerEmail: true, customerMobile: true } } },
  })
  if (!request) return null
  // Her mobile is the gig's only when she is the gig's client (a wedding party member has her own e-mail only).
  const own = request.appointment.customerEmail?.trim().toLowerCase() === request.email
  return { customerName: request.name, customerEmail: request.email, customerMobile: (own && request.appointment.customerMobile) || '' }
}
