// `npm run db:migrate`: applies pending migrations to DATABASE_URL (or to the embedded database of the
// running `npm start`, which also migrates by itself at start-up).
import { migrate } from '@/lib/db/migrate'
import { attachToDatabase } from './lib/running-app'

try {
  attachToDatabase()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const ran = await migrate(process.env.DATABASE_URL!)
console.log(ran.length ? `Applied ${ran.length} migration(s).` : 'Database is up to date.')
