import { describe, expect, it } from 'vitest'
import { initials } from '@/components/ui/avatar'

describe('initials', () => {
  it.each([
    ['Sophie Nguyen', 'SN'],
    ['Emily', 'EM'],
    ['  mary   jane  watson ', 'MW'],
    ['', '?'],
  ])('%s → %s', (name, expected) => expect(initials(name)).toBe(expected))
})
