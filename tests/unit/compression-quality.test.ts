import { describe, expect, it } from 'vitest'
import { compressionQuality } from '@/lib/images/compression-quality'

const MB = 1024 * 1024

describe('compressionQuality', () => {
  it('keeps images of 1 MB or less at full quality', () => {
    expect(compressionQuality(200 * 1024)).toBe(1)
    expect(compressionQuality(MB)).toBe(1)
  })

  it('is 1 / (2 × whole megabytes) above 1 MB', () => {
    expect(compressionQuality(1.5 * MB)).toBe(0.5)
    expect(compressionQuality(2 * MB)).toBe(0.25)
    expect(compressionQuality(3.9 * MB)).toBeCloseTo(1 / 6)
    expect(compressionQuality(10 * MB)).toBe(0.05)
  })
})
