// The send-pushes job and a push service's answer, without a database: the job's outbox queries go to
// an in-memory stand-in, the push itself really goes (encrypted and VAPID-signed by web-push) to the
// local push service stub. A 404 or 410 means the subscription is gone: its device must be removed.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

const stub = await vi.hoisted(async () => {
  const { startPushServiceStub } = await import('../../support/push-service-stub')
  process.env.PUSH_ENDPOINT_ALLOW_IPS = '127.0.0.1'
  return startPushServiceStub()
})
afterAll(() => stub.close())

type Row = {
  id: string
  status: string
  attempts: number
  payload: unknown
  urgency: string
  device: { id: string; endpoint: string; p256dh: string; auth: string }
}
const db = vi.hoisted(() => ({ rows: [] as Row[], removedDevices: [] as string[], updates: [] as { id: string; data: Record<string, unknown> }[] }))

vi.mock('@/lib/db', () => {
  const pending = () => db.rows.filter((row) => row.status === 'pending')
  const tx = {
    $queryRaw: async () => pending().map(({ id }) => ({ id })),
    pushOutbox: {
      updateMany: async () => {
        for (const row of pending()) row.attempts += 1
      },
      findMany: async () => pending().map((row) => ({ ...row })),
      update: async ({ where, data }: { where: { id: string }; data: Record<string, unknown> }) => {
        db.updates.push({ id: where.id, data })
        Object.assign(
          db.rows.find((row) => row.id === where.id)!,
          data,
        )
      },
    },
    pushDevice: {
      deleteMany: async ({ where }: { where: { id: string } }) => {
        db.removedDevices.push(where.id)
        db.rows = db.rows.filter((row) => row.device.id !== where.id)
      },
    },
  }
  return { prisma: { ...tx, $transaction: (work: (client: typeof tx) => unknown) => work(tx) } }
})

const { sendDuePushes } = await import('@/lib/push/send-pushes')

function queuePush() {
  const subscription = stub.subscribe()
  db.rows.push({
    id: `push-${db.rows.length}`,
    status: 'pending',
    attempts: 0,
    payload: { title: 'New booking request', body: 'Olivia asked to book you (#5)', url: '/dashboard/gigs/g1', tag: '/dashboard/gigs/g1', badge: 1 },
    urgency: 'high',
    device: { id: 'phone-1', endpoint: subscription.endpoint, ...subscription.keys },
  })
}

beforeEach(() => {
  db.rows = []
  db.removedDevices = []
  db.updates = []
})

describe('a push service answering that the subscription is gone', () => {
  it.each([404, 410])('%i removes the device (and what waited for it), and nothing is retried', async (status) => {
    queuePush()
    stub.answerNext({ status })
    expect(await sendDuePushes()).toEqual({ sent: 0, retried: 0, removed: 1, failed: 0 })
    expect(db.removedDevices).toEqual(['phone-1'])
    expect(db.rows).toEqual([])
  })

  it('201 keeps the device: the push is marked sent', async () => {
    queuePush()
    expect(await sendDuePushes()).toEqual({ sent: 1, retried: 0, removed: 0, failed: 0 })
    expect(db.removedDevices).toEqual([])
    expect(db.rows[0].status).toBe('sent')
  })

  it('503 keeps the device and tries again later', async () => {
    queuePush()
    stub.answerNext({ status: 503 })
    expect(await sendDuePushes()).toEqual({ sent: 0, retried: 1, removed: 0, failed: 0 })
    expect(db.removedDevices).toEqual([])
    expect(db.rows[0].status).toBe('pending')
  })
})
