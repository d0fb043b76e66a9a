// `npm run impersonate -- owner@example.com [staff name]`: prints a single-use link, valid 15 minutes,
// that opens the owner's dashboard as them. Every use is recorded on the code. Reaches DATABASE_URL, or
// the embedded database of the `npm start` running from this DATA_DIR.
import { attachToDatabase } from './lib/running-app'

const [email, staff = process.env.USER ?? 'staff'] = process.argv.slice(2)
if (!email) {
  console.error('usage: npm run impersonate -- owner@example.com [staff name]')
  process.exit(1)
}
try {
  attachToDatabase()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
// Imported after attaching: the app's settings (APP_URL) are read when its modules load.
const { mintImpersonationLink } = await import('@/lib/auth/impersonation')
const { disconnectDb } = await import('@/lib/db')
try {
  console.log(await mintImpersonationLink({ email, staff }))
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await disconnectDb()
}
