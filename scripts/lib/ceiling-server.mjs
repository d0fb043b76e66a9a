// The ceiling for the load bench: the profile read of GET /v1/user/profile-data/:id (the session's user,
// then the owner with their live subscriptions and unseen notifications) as plain SQL through `pg` behind
// a bare node:http server. No framework, no ORM, no token: what this machine allows for that read.
// Plain JavaScript, so no loader adds to its cost.
//   DATABASE_URL=… PORT=… node scripts/lib/ceiling-server.mjs
import http from 'node:http'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) })
pool.on('error', () => undefined)

async function profile(userId) {
  const session = await pool.query('SELECT id, email, "wizardStep", "sessionVersion" FROM "User" WHERE id = $1', [userId])
  if (!session.rows[0]) return null
  const [user, subscriptions, notifications] = await Promise.all([
    pool.query('SELECT * FROM "User" WHERE id = $1', [userId]),
    pool.query(`SELECT * FROM "Subscription" WHERE "userId" = $1 AND status <> 'cancelled' ORDER BY "createdAt"`, [userId]),
    pool.query('SELECT * FROM "Notification" WHERE "userId" = $1 AND "seenAt" IS NULL ORDER BY "createdAt" DESC LIMIT 50', [userId]),
  ])
  const { passwordHash: _hash, calendarFeedToken: _feed, ...owner } = user.rows[0]
  return { user: { ...owner, _id: owner.id, subscriptions: subscriptions.rows, notifications: notifications.rows } }
}

http
  .createServer(async (request, response) => {
    const userId = request.url?.match(/^\/profile\/([^/?]+)/)?.[1]
    try {
      const body = userId ? await profile(decodeURIComponent(userId)) : null
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body ?? { error: 'not found' }))
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'))
