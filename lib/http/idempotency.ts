// The HTTP side of idempotent creates: the Idempotency-Key header in, the first answer out again.
import { AppError } from '@/lib/errors'
import { runOnce, type IdempotentCall } from '@/lib/idempotency/run-once'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
const KEY = /^[A-Za-z0-9_-]{8,100}$/

/** The request's key, or null when it sent none (the call then runs as usual). */
export function idempotencyKey(headers: Headers): string | null {
  const key = headers.get(IDEMPOTENCY_HEADER)
  if (key === null) return null
  if (!KEY.test(key)) throw new AppError('bad_request', 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores')
  return key
}

/** Runs the call once for its key and answers JSON; a repeat gets the first answer, marked as replayed. */
export async function idempotentJson(call: IdempotentCall, run: () => Promise<unknown>, status: number): Promise<Response> {
  const answer = await runOnce(call, async () => {
    const result = await run()
    if (result instanceof Response) throw new Error(`${call.route} answers a Response: only JSON answers can be replayed`)
    return { status, body: result ?? null }
  })
  const response = Response.json(answer.body, { status: answer.status })
  if (answer.replayed) response.headers.set('idempotent-replayed', 'true')
  return response
}
