// Vitest global setup for integration tests: one migrated, seeded database for the run.
import type { TestProject } from 'vitest/node'
import { createTestDatabase } from './database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseEmbedded: boolean
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase('it')
  process.env.DATABASE_URL = database.url
  if (database.embedded) process.env.DATABASE_EMBEDDED = '1'
  const { seed } = await import('@/prisma/seed')
  const { disconnectDb } = await import('@/lib/db')
  await seed({ demo: false })
  await disconnectDb()
  project.provide('databaseUrl', database.url)
  project.provide('databaseEmbedded', database.embedded)
  return async () => {
    await database.drop()
  }
}
