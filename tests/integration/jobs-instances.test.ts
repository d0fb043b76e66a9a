// Several app instances start at once on a database that has never seen the job queue (a first deploy
// of two instances, or cluster workers): each must get its queues and workers. pg-boss's queue creation
// deadlocked when two instances ran it together, and the instance that lost failed to start.
import { expect, it } from 'vitest'
import { setUpJobs } from '@/lib/jobs/boss'
import { jobs } from '@/lib/jobs/registry'
import { setUpOwnDatabase } from '../support/own-database'
import { prisma } from '@/lib/db'

await setUpOwnDatabase('jobs')

it('starts the queue in three instances at once on a fresh database', async () => {
  const instances = await Promise.all([1, 2, 3].map(() => setUpJobs(jobs)))
  try {
    const queues = await prisma.$queryRaw<{ name: string }[]>`SELECT name FROM pgboss.queue WHERE name NOT LIKE '\_\_pgboss%' ORDER BY name`
    expect(queues.map((queue) => queue.name)).toEqual(jobs.map((job) => job.name).sort())
  } finally {
    await Promise.all(instances.map((boss) => boss.stop({ graceful: false, close: false })))
  }
})
