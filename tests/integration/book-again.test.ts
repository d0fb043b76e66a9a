// 'Book your next event' (issue 38): the thank-you carries a link to the artist's booking form, signed for
// its review request, that fills in her name, e-mail and mobile. A tampered token, another purpose's
// token, or the token at another artist's form fills in nothing.
import { describe, expect, it } from 'vitest'
import { addDaysTo, clockInstant } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { bookAgainDetails } from '@/lib/review-requests/book-again'
import { signedToken } from '@/lib/review-requests/link'
import { sendReviewRequests } from '@/lib/review-requests/send-review-requests'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

const SYDNEY = 'Australia/Sydney'
// Far ahead, clear of the gigs other suites make: the job runs over every owner.
const GIG_DAY = dayFromToday(530)

async function thankYou() {
  const { user } = await createOwner({ timeZone: SYDNEY, businessName: 'Glow by Mia' })
  const gig = await createGigFor(user.id, {
    status: 'booked',
    date: new Date(`${GIG_DAY}T00:00:00Z`),
    customerName: 'Zoe Harris',
    customerMobile: '+61400555666',
  })
  await sendReviewRequests({ now: clockInstant(addDaysTo(GIG_DAY, 1), '10:00', SYDNEY), sms: null })
  const [mail] = await prisma.emailOutbox.findMany({ where: { to: gig.customerEmail! } })
  const { slug } = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { slug: true } })
  return { user, gig, mail, slug: slug! }
}

describe('the book-again link', () => {
  it('is in the thank-you, and opens her details for this artist only', async () => {
    const { user, gig, mail, slug } = await thankYou()
    expect(mail.html).toContain('Book your next event')
    const link = new RegExp(`/book/${slug}\\?again=([^"\\s&]+)`).exec(mail.html)
    expect(link).not.toBeNull()
    const token = link![1]
    expect(token).not.toContain('.')
    expect(await bookAgainDetails({ userId: user.id, token })).toEqual({
      customerName: 'Zoe Harris',
      customerEmail: gig.customerEmail,
      customerMobile: '+61400555666',
    })

    const other = await createOwner()
    expect(await bookAgainDetails({ userId: other.user.id, token })).toBeNull()
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await bookAgainDetails({ userId: user.id, token: tampered })).toBeNull()
    const [requestId] = token.split('~')
    expect(await bookAgainDetails({ userId: user.id, token: signedToken('review', requestId) })).toBeNull()
    expect(await bookAgainDetails({ userId: user.id, token: requestId })).toBeNull()
    expect(await bookAgainDetails({ userId: user.id, token: null })).toBeNull()
  })
})
