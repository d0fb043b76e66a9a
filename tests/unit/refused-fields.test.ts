import { describe, expect, it, vi } from 'vitest'
import { refusedFields } from '@/lib/ui/refused-fields'

describe('refusedFields', () => {
  it('marks each field the server refused with its message, nested paths included', () => {
    const setError = vi.fn()
    refusedFields(setError)({ customerEmail: 'Email is invalid', 'time.to': 'The end comes after the start' })
    expect(setError.mock.calls).toEqual([
      ['customerEmail', { message: 'Email is invalid' }, undefined],
      ['time.to', { message: 'The end comes after the start' }, undefined],
    ])
  })

  it('asks the form to focus the field where the sheet wants it', () => {
    const setError = vi.fn()
    refusedFields(setError, { shouldFocus: true })({ refund: 'Refund is too high' })
    expect(setError).toHaveBeenCalledWith('refund', { message: 'Refund is too high' }, { shouldFocus: true })
  })
})
