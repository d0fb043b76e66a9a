import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors'
import { createWorkQueue } from '@/lib/images/work-queue'

/** A task that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  return {
    task: async () => {
      log.push(name)
      await opened
      return name
    },
    open: () => open(),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const queue = (concurrency = 2, maxWaiting = 3) => createWorkQueue({ concurrency, maxWaiting, busyMessage: 'Busy, try again.' })

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in the order they came', async () => {
    const work = queue()
    const started: string[] = []
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name))
    const results = gates.map((g) => work.run(g.task))
    await settle()
    expect(started).toEqual(['a', 'b'])
    expect([work.running, work.waiting]).toEqual([2, 2])

    gates[1].open()
    await settle()
    expect(started).toEqual(['a', 'b', 'c'])
    expect([work.running, work.waiting]).toEqual([2, 1])

    gates.forEach((g) => g.open())
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'])
    expect([work.running, work.waiting]).toEqual([0, 0])
  })

  it('refuses work at once with 503 and Retry-After when the queue is full', async () => {
    const work = queue(1, 2)
    const gates = ['a', 'b', 'c'].map((name) => gate([], name))
    const accepted = gates.map((g) => work.run(g.task))
    const refused = await work.run(async () => 'late').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({ code: 'unavailable', message: 'Busy, try again.', details: { retryAfter: 5 } })
    gates.forEach((g) => g.open())
    expect(await Promise.all(accepted)).toEqual(['a', 'b', 'c'])
    expect(await work.run(async () => 'later')).toBe('later')
  })

  it('frees the slot when a task fails', async () => {
    const work = queue(1, 1)
    await expect(work.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(work.running).toBe(0)
    expect(await work.run(async () => 'next')).toBe('next')
  })
})
