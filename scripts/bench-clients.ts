// `npm run bench:clients` (and `npm run bench`): client search for one owner with 5,000 clients and
// 20,000 gigs, on DATABASE_URL's Postgres (the embedded one otherwise, reported as such). Each call is
// the list route's domain function (listClients: the owner's time zone, then the one search query),
// the way it answers as she types: prefixes of a name, an e-mail, a mobile, and the empty list in each
// order, warm. Target: p95 under 50 ms. Writes bench-results/clients.json.
//   BENCH_RUNS=<calls per kind, default 60> npm run bench:clients
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDemoDatabase } from './lib/demo-database'
import { root } from './lib/processes'

const RUNS = Number(process.env.BENCH_RUNS ?? 60)
const CLIENTS = 5_000
const GIGS = 20_000
const TARGET_P95 = 50

const FIRST = ['Olivia', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Zoe', 'Ella', 'Sophie', 'Lily', 'Ruby', 'Harper', 'Evie', 'Willow', 'Ivy']
const LAST = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Anderson',
  'Walker',
  'Thompson',
  'Lee',
  'Ryan',
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function main() {
  const { database, owner } = await createDemoDatabase('bench-clients')
  try {
    const { prisma } = await import('@/lib/db')
    const { listClients } = await import('@/lib/clients/list-clients')
    // 5,000 clients (each name appears ~20 times, with her own e-mail and mobile) and 4 gigs each, two
    // years back to a year ahead, all statuses, paid in part; then the planner's statistics.
    await prisma.$executeRawUnsafe(
      `INSERT INTO "Client" ("id", "userId", "name", "email", "phone", "tags", "updatedAt")
       SELECT 'bench-client-' || i, $1,
              (ARRAY['${FIRST.join("','")}'])[1 + i % ${FIRST.length}] || ' ' || (ARRAY['${LAST.join("','")}'])[1 + (i / ${FIRST.length}) % ${LAST.length}],
              'client' || i || '@example.com', '+614' || lpad(i::text, 8, '0'),
              CASE WHEN i % 7 = 0 THEN ARRAY['VIP'] WHEN i % 5 = 0 THEN ARRAY['bride'] ELSE ARRAY[]::text[] END, now()
       FROM generate_series(1, ${CLIENTS}) i`,
      owner.id,
    )
    const start = await prisma.appointment.aggregate({ where: { userId: owner.id }, _max: { requestNumber: true } })
    await prisma.$executeRawUnsafe(
      `INSERT INTO "Appointment" ("id", "userId", "requestNumber", "status", "customerName", "customerEmail", "locationCity", "date", "timeFrom", "timeTo",
                                  "totalCents", "paidToDateCents", "clientId", "updatedAt")
       SELECT 'bench-gig-' || g, $1, $2 + g, (ARRAY['booked','booked','booked','offered','cancelled'])[1 + g % 5]::"AppointmentStatus",
              c."name", c."email", 'Sydney', current_date - 730 + (g * 7919) % 1095, '08:00', '10:00', 50000, (g % 6) * 10000, c."id", now()
       FROM generate_series(1, ${GIGS}) g JOIN "Client" c ON c."id" = 'bench-client-' || (1 + g % ${CLIENTS})`,
      owner.id,
      start._max.requestNumber ?? 0,
    )
    await prisma.$executeRawUnsafe('ANALYZE "Client"; ANALYZE "Appointment"; ANALYZE "PaymentShare"')

    const user = { id: owner.id }
    const kinds: Record<string, () => { q: string; sort: 'upcoming' | 'lastSeen' | 'totalPaid'; tag?: string }> = {
      'name prefix (1–3 letters)': () => ({ q: FIRST[Math.floor(Math.random() * FIRST.length)].slice(0, 1 + Math.floor(Math.random() * 3)), sort: 'upcoming' }),
      'full name': () => ({
        q: `${FIRST[Math.floor(Math.random() * FIRST.length)]} ${LAST[Math.floor(Math.random() * LAST.length)].slice(0, 2)}`,
        sort: 'upcoming',
      }),
      'e-mail prefix': () => ({ q: `client${Math.floor(Math.random() * 500)}`, sort: 'lastSeen' }),
      'mobile prefix (04…)': () => ({ q: `04${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`, sort: 'upcoming' }),
      'no search, upcoming': () => ({ q: '', sort: 'upcoming' }),
      'no search, last seen': () => ({ q: '', sort: 'lastSeen' }),
      'no search, total paid': () => ({ q: '', sort: 'totalPaid' }),
      'tag VIP': () => ({ q: '', sort: 'upcoming', tag: 'VIP' }),
    }
    for (const make of Object.values(kinds)) for (let warm = 0; warm < 3; warm += 1) await listClients({ user, query: make() })

    const rows: { kind: string; n: number; p50: number; p95: number; max: number }[] = []
    const all: number[] = []
    for (const [kind, make] of Object.entries(kinds)) {
      const times: number[] = []
      for (let run = 0; run < RUNS; run += 1) {
        const query = make()
        const begun = performance.now()
        await listClients({ user, query })
        times.push(performance.now() - begun)
      }
      all.push(...times)
      rows.push({ kind, n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) })
    }
    const plan = await prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN SELECT "id" FROM "Client" c WHERE c."userId" = $1 AND lower(c."name") LIKE 'ol%'`,
      owner.id,
    )

    const counts = {
      clients: await prisma.client.count({ where: { userId: owner.id } }),
      gigs: await prisma.appointment.count({ where: { userId: owner.id } }),
    }
    console.log(
      `Client search, one owner: ${counts.clients} clients, ${counts.gigs} gigs, ${database.embedded ? 'embedded database' : 'Postgres'}, ${RUNS} calls per kind`,
    )
    console.table(rows.map((row) => ({ ...row, p50: `${row.p50.toFixed(1)} ms`, p95: `${row.p95.toFixed(1)} ms`, max: `${row.max.toFixed(1)} ms` })))
    const p95 = percentile(all, 95)
    console.log(`All kinds: p95 ${p95.toFixed(1)} ms (target < ${TARGET_P95} ms): ${p95 < TARGET_P95 ? 'met' : 'NOT met'}`)
    console.log(`A name prefix alone: ${plan.map((line) => line['QUERY PLAN'].trim()).join(' / ')}`)
    mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    writeFileSync(
      path.join(root, 'bench-results/clients.json'),
      `${JSON.stringify({ ranAt: new Date().toISOString(), database: database.embedded ? 'embedded' : 'postgres', cpus: os.cpus().length, ...counts, runs: RUNS, p95, targetMet: p95 < TARGET_P95, rows }, null, 2)}\n`,
    )
    if (p95 >= TARGET_P95) process.exitCode = 1
    await prisma.$disconnect()
  } finally {
    await database.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
