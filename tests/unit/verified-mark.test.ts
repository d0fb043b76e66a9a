import { describe, expect, it } from 'vitest'
import { verifiedMark } from '@/lib/review-requests/verified'

describe('verifiedMark', () => {
  it("names the gig's month, whatever the time zone", () => {
    expect(verifiedMark('2027-03-01')).toBe('Verified client · March 2027')
    expect(verifiedMark('2027-12-31T00:00:00.000Z')).toBe('Verified client · December 2027')
  })
  it('is null for a review through the plain link', () => {
    expect(verifiedMark(null)).toBeNull()
    expect(verifiedMark(undefined)).toBeNull()
  })
})
