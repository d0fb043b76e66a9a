import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { lazyZodResolver } from '@/lib/ui/lazy-zod-resolver'

const schema = z.object({ name: z.string().trim().min(1, 'Please enter a name'), count: z.number().int('Whole numbers only') })
const options = { fields: {}, shouldUseNativeValidation: false }

describe('lazyZodResolver', () => {
  it('answers as zodResolver does, loading the schema once, on the first check', async () => {
    const load = vi.fn(async () => schema)
    const resolver = lazyZodResolver(load)
    expect(load).not.toHaveBeenCalled()
    for (const values of [
      { name: ' Mia ', count: 2 },
      { name: ' ', count: 2.5 },
    ]) {
      expect(await resolver(values, undefined, options)).toEqual(await zodResolver(schema)(values, undefined, options))
    }
    expect(load).toHaveBeenCalledTimes(1)
  })
})
