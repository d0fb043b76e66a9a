// Runs in each integration worker before its test file: point the app at the run's database.
import { afterAll, inject } from 'vitest'
import { disconnectDb } from '@/lib/db'

process.env.DATABASE_URL = inject('databaseUrl')
if (inject('databaseEmbedded')) process.env.DATABASE_EMBEDDED = '1'

afterAll(async () => {
  await disconnectDb()
})
