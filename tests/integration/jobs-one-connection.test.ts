// The embedded database gives the app one connection. Queueing a job from inside a transaction must
// not wait for a second one: that deadlocked every sign-up until the transaction timed out.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { disconnectDb, prisma } from '@/lib/db'
import { startJobs, stopJobs } from '@/lib/jobs/boss'
import { enqueueEmail, SEND_OUTBOX_JOB } from '@/lib/mail/outbox'

const embeddedBefore = process.env.DATABASE_EMBEDDED

beforeAll(async () => {
  await disconnectDb()
  process.env.DATABASE_EMBEDDED = '1'
  await startJobs([{ name: SEND_OUTBOX_JOB, run: async () => undefined }])
})

afterAll(async () => {
  await stopJobs()
  await disconnectDb()
  if (embeddedBefore === undefined) delete process.env.DATABASE_EMBEDDED
  else process.env.DATABASE_EMBEDDED = embeddedBefore
})

it('an e-mail queued inside a transaction commits while the job queue shares the one connection', async () => {
  const subject = `one connection ${Date.now()}`
  await prisma.$transaction((tx) => enqueueEmail({ to: 'owner@example.com', subject, html: '<p>hi</p>', text: 'hi' }, tx), { timeout: 4_000 })
  expect(await prisma.emailOutbox.count({ where: { subject } })).toBe(1)
})
