// Creates sent with an Idempotency-Key run once. A second tap on Save, or a retry after a lost answer,
// sends the same key: it waits for the first call and gets its answer, never a second gig or review.
import { createHash } from 'node:crypto'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { Prisma } from '@/lib/generated/prisma/client'

/** How long an answer is kept for its key. */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000
/** A first call still running after this is taken as lost (its process died): the key may run again. */
const ABANDONED_AFTER_MS = 60_000
const WAIT_FOR_FIRST_MS = 10_000
const POLL_MS = 100

export type Answer = { status: number; body: unknown }
export type IdempotentCall = { scope: string; route: string; key: string; body: unknown }

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex')
const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

/** Runs `run` once per (scope, route, key); later calls with that key get the first answer, `replayed`. */
export async function runOnce(call: IdempotentCall, run: () => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const id = { scope: call.scope, route: call.route, key: call.key }
  const requestHash = hashOf(call.body)
  const deadline = Date.now() + WAIT_FOR_FIRST_MS
  for (;;) {
    await prisma.idempotentRequest.deleteMany({
      where: {
        ...id,
        OR: [{ createdAt: { lt: new Date(Date.now() - IDEMPOTENCY_KEPT_MS) } }, { status: null, createdAt: { lt: new Date(Date.now() - ABANDONED_AFTER_MS) } }],
      },
    })
    const claimed = await prisma.idempotentRequest.create({ data: { ...id, requestHash } }).then(
      () => true,
      (error: unknown) => {
        if (isUniqueViolation(error)) return false
        throw error
      },
    )
    if (claimed) return { ...(await runClaimed(id, run)), replayed: false }

    const first = await prisma.idempotentRequest.findUnique({ where: { scope_route_key: id } })
    // Gone: the first call failed and let go of the key, so this one runs it.
    if (!first) continue
    if (first.requestHash !== requestHash) {
      throw new AppError('unprocessable', 'This was already sent with other details. Please reload the page and try again.')
    }
    if (first.status !== null) return { status: first.status, body: first.body, replayed: true }
    if (Date.now() > deadline) throw new AppError('conflict', 'This is still being saved. Please wait a moment, then reload the page.')
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

async function runClaimed(id: Omit<IdempotentCall, 'body'>, run: () => Promise<Answer>): Promise<Answer> {
  let answer: Answer
  try {
    answer = await run()
  } catch (error) {
    // Nothing was made: the key is free for the retry the person will try.
    await prisma.idempotentRequest.delete({ where: { scope_route_key: id } }).catch(() => undefined)
    throw error
  }
  await prisma.idempotentRequest.update({
    where: { scope_route_key: id },
    data: { status: answer.status, body: (answer.body ?? Prisma.JsonNull) as Prisma.InputJsonValue },
  })
  return answer
}

/** The job's sweep: answers older than a day are no longer needed. */
export async function forgetOldIdempotentRequests(now = new Date()): Promise<{ deleted: number }> {
  const { count } = await prisma.idempotentRequest.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_KEPT_MS) } } })
  return { deleted: count }
}
