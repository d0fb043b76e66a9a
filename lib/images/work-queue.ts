// A bounded queue for CPU-heavy work: at most `concurrency` tasks run at once, at most `maxWaiting`
// wait their turn (first come, first served), and anything beyond that is refused at once with 503,
// so a burst of uploads or card renders queues up instead of starving every other request.
import { AppError } from '@/lib/errors'

export type WorkQueue = {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks running now, and tasks waiting. */
  readonly running: number
  readonly waiting: number
}

export function createWorkQueue({ concurrency, maxWaiting, busyMessage }: { concurrency: number; maxWaiting: number; busyMessage: string }): WorkQueue {
  let running = 0
  const waiting: Array<() => void> = []

  async function acquire(): Promise<void> {
    if (running < concurrency) {
      running += 1
      return
    }
    if (waiting.length >= maxWaiting) throw new AppError('unavailable', busyMessage, { retryAfter: 5 })
    // The slot is handed over by release(), so `running` never drops below what really runs.
    await new Promise<void>((resolve) => waiting.push(resolve))
  }

  function release() {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire()
      try {
        return await task()
      } finally {
        release()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}

/**
 * Every sharp job of the process (uploads of owners and customers, Instagram imports, review cards):
 * two at a time, since a Node process has one core to itself (WEB_CONCURRENCY is one per core) and
 * libvips spreads a job over threads of its own.
 */
export const imageWork = createWorkQueue({
  concurrency: 2,
  maxWaiting: 50,
  busyMessage: 'We are busy with other photos right now. Please try again in a moment.',
})
