import { describe, expect, it } from 'vitest'
import { malformedPathAnswer } from '@/lib/http/malformed-path.mjs'

describe('malformedPathAnswer', () => {
  it('refuses a path with a broken %-escape with a 400 in the error shape', () => {
    for (const url of ['/%ff', '/v1/review/%ff', '/book/%ff', '/v1/review/%', '/%E0%A4%A', '/%ED%A0%80', '/dashboard/%zz?next=/x']) {
      const answer = malformedPathAnswer(url)
      expect(answer?.status, url).toBe(400)
      expect(answer?.headers['content-type']).toBe('application/json')
      expect(JSON.parse(answer!.body)).toEqual({ error: { code: 'bad_request', message: expect.any(String) } })
    }
  })

  it('lets every path that decodes through, whatever its query says', () => {
    for (const url of ['/', '/v1/review/abc', '/caf%C3%A9', '/a%2Fb', '/custom-domain/mia.example.com', '/login?next=%ff', '/x#%ff', undefined]) {
      expect(malformedPathAnswer(url), String(url)).toBeNull()
    }
  })
})
