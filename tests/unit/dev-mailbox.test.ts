import { describe, expect, it } from 'vitest'
import { devMailboxAllowed } from '@/lib/mail/mailbox'

describe('the dev mailbox', () => {
  it('is on in development and tests while no e-mail provider is configured', () => {
    expect(devMailboxAllowed({ nodeEnv: 'development', optIn: false })).toBe(true)
    expect(devMailboxAllowed({ nodeEnv: 'test', optIn: false })).toBe(true)
  })

  it('stays off in production unless the operator opts in', () => {
    expect(devMailboxAllowed({ nodeEnv: 'production', optIn: false })).toBe(false)
    expect(devMailboxAllowed({ nodeEnv: 'production', optIn: true })).toBe(true)
  })

  it('is never on once e-mail really goes out', () => {
    for (const nodeEnv of ['development', 'test', 'production']) expect(devMailboxAllowed({ nodeEnv, resendApiKey: 're_123', optIn: true })).toBe(false)
  })
})
