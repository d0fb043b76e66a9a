import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { runMutation, type MutationEffects } from '@/components/ui/use-mutation'
import { ApiError } from '@/lib/api/client'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/ui/focus-first-invalid', () => ({ focusFirstInvalid: vi.fn() }))

function effects({ mounted = true } = {}) {
  const log: string[] = []
  const fx: MutationEffects = {
    setRunning: (running) => log.push(running ? `busy${running.key ? `:${running.key}` : ''}` : 'idle'),
    mounted: () => mounted,
    refresh: () => log.push('refresh'),
    renewKey: () => log.push('renew'),
  }
  return { fx, log }
}

const refused = new ApiError('Email is invalid', 422, 'validation', { email: 'Email is invalid', password: 'Too short' })

describe('runMutation', () => {
  beforeEach(() => vi.clearAllMocks())

  it('is busy while the call runs, then toasts the success text, renews the key, refreshes and is idle', async () => {
    const { fx, log } = effects()
    const work = vi.fn(async () => {
      log.push('call')
      return { receipt: 7 }
    })
    const result = await runMutation(work, { success: (answer) => `Receipt #${answer.receipt} sent`, refresh: true, key: 'send' }, fx)
    expect(result).toEqual({ receipt: 7 })
    expect(log).toEqual(['busy:send', 'call', 'renew', 'refresh', 'idle'])
    expect(toast.success).toHaveBeenCalledWith('Receipt #7 sent')
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('toasts nothing on success without a text, and stays busy when the screen is leaving', async () => {
    const { fx, log } = effects()
    await runMutation(async () => 'ok', { keepBusy: true }, fx)
    expect(log).toEqual(['busy', 'renew'])
    expect(toast.success).not.toHaveBeenCalled()
    const decided = effects()
    await runMutation(async () => ({ status: 'connected' }), { keepBusy: (answer) => answer.status === 'onboarding' }, decided.fx)
    expect(decided.log).toEqual(['busy', 'renew', 'idle'])
  })

  it("toasts the server's message on failure, resolves undefined and is idle again, the key kept for the retry", async () => {
    const { fx, log } = effects()
    const result = await runMutation(() => Promise.reject(new ApiError('Not yours', 403)), { success: 'Saved', refresh: true, keepBusy: true }, fx)
    expect(result).toBeUndefined()
    expect(toast.error).toHaveBeenCalledWith('Not yours')
    expect(toast.success).not.toHaveBeenCalled()
    expect(log).toEqual(['busy', 'idle'])
  })

  it('toasts the fallback for a failure without a message of its own', async () => {
    await runMutation(() => Promise.reject(new Error()), { fallback: 'Unexpected error, please try again' }, effects().fx)
    expect(toast.error).toHaveBeenCalledWith('Unexpected error, please try again')
  })

  it('hands refused fields to the form and focuses its first invalid field', async () => {
    const fieldErrors = vi.fn()
    const form = {} as EventTarget
    await runMutation(() => Promise.reject(refused), { fieldErrors, focus: () => form }, effects().fx)
    expect(fieldErrors).toHaveBeenCalledWith({ email: 'Email is invalid', password: 'Too short' })
    expect(focusFirstInvalid).toHaveBeenCalledWith(form)
    expect(toast.error).toHaveBeenCalledWith('Email is invalid')
  })

  it('focuses nothing where the form does not ask for it, and ignores fields when no form takes them', async () => {
    const fieldErrors = vi.fn()
    await runMutation(() => Promise.reject(refused), { fieldErrors }, effects().fx)
    await runMutation(() => Promise.reject(new ApiError('Gone', 404)), { fieldErrors }, effects().fx)
    expect(fieldErrors).toHaveBeenCalledTimes(1)
    expect(focusFirstInvalid).not.toHaveBeenCalled()
  })

  it('lets the component show the failure itself, toasting only a text it returns', async () => {
    const shown: unknown[] = []
    await runMutation(() => Promise.reject(refused), { onError: (error) => void shown.push(error) }, effects().fx)
    expect(shown).toEqual([refused])
    expect(toast.error).not.toHaveBeenCalled()
    await runMutation(() => Promise.reject(refused), { onError: () => 'Unexpected error has occured' }, effects().fx)
    expect(toast.error).toHaveBeenCalledWith('Unexpected error has occured')
  })

  it('sets no state once the component is gone, and still tells the person what happened', async () => {
    const done = effects({ mounted: false })
    await runMutation(async () => 'ok', { success: 'Saved' }, done.fx)
    expect(done.log).toEqual(['busy'])
    expect(toast.success).toHaveBeenCalledWith('Saved')
    const failed = effects({ mounted: false })
    await runMutation(() => Promise.reject(new ApiError('Nope', 400)), {}, failed.fx)
    expect(failed.log).toEqual(['busy'])
    expect(toast.error).toHaveBeenCalledWith('Nope')
  })
})
