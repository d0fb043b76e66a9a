import { describe, expect, it } from 'vitest'
import { peopleCount } from '@/lib/appointments/describe'

describe('peopleCount', () => {
  it("counts one person a line, or the line's head count", () => {
    expect(peopleCount([{ title: 'Bride', subTitle: 'Bridal makeup' }])).toBe('1 Person')
    expect(
      peopleCount([
        { title: 'Bride', subTitle: 'Bridal makeup' },
        { title: 'Bridesmaid', subTitle: 'Glam', count: 4 },
      ]),
    ).toBe('5 People')
    expect(peopleCount([])).toBe('0 People')
  })
})
