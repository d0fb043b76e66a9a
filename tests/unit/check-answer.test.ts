// The check callRoute runs on every JSON answer: it must refuse what the response schema does not
// declare, including what parsing alone would let through by stripping it.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { reviewResponse } from '@/lib/reviews/schema'
import { answerProblem } from '../support/check-answer'

const review = {
  _id: 'r1',
  status: 'visible',
  placeholder: false,
  images: [],
  customerName: 'Mia',
  score: 5,
  comments: 'Lovely',
  date: '2026-01-02T00:00:00.000Z',
  userId: 'u1',
  source: 'glowfolio',
  verifiedGigDate: null,
}

describe('answerProblem', () => {
  it('accepts an answer that is exactly what the schema declares', () => {
    expect(answerProblem(reviewResponse, review)).toBeNull()
    expect(answerProblem(z.array(reviewResponse), [review, { ...review, _id: 'r2' }])).toBeNull()
  })

  it('refuses a missing field and a field of the wrong type, naming it', () => {
    const { comments: _dropped, ...missing } = review
    expect(answerProblem(reviewResponse, missing)).toContain('comments')
    expect(answerProblem(reviewResponse, { ...review, score: '5' })).toContain('score')
  })

  it('refuses a key the schema does not declare, however deep: a private column leaking', () => {
    expect(answerProblem(reviewResponse, { ...review, passwordHash: 'x' })).toBe('answer.passwordHash is not in the response schema')
    const list = z.object({ reviews: z.array(reviewResponse) })
    expect(answerProblem(list, { reviews: [review, { ...review, customerEmail: 'a@b.c' }] })).toBe(
      'answer.reviews[1].customerEmail is not in the response schema',
    )
  })

  it('refuses a schema that rewrites the answer instead of describing it', () => {
    expect(answerProblem(z.object({ name: z.string().trim() }), { name: ' Mia ' })).toContain('answer.name is changed by the response schema')
  })
})
