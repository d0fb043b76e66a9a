// `npm run bench:availability` (and `npm run bench`): a month of free start times of one instant-book
// service (getMonthSlots: the owner, her service and rules, her busy times for the month, the slot
// computation), for an artist with 500 gigs a year, two years of them, and an external calendar of
// 1,000 events, on DATABASE_URL's Postgres (the embedded one otherwise, reported as such). Each call asks
// for one of the next twelve months, warm. Target: p95 under 30 ms. Writes bench-results/availability.json.
//   BENCH_RUNS=<calls, default 240> npm run bench:availability
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDemoDatabase } from './lib/demo-database'
import { root } from './lib/processes'

const RUNS = Number(process.env.BENCH_RUNS ?? 240)
const GIGS_A_YEAR = 500
const EXTERNAL_EVENTS = 1_000
const TARGET_P95 = 30

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function main() {
  const { database, owner } = await createDemoDatabase('bench-availability')
  try {
    const { prisma } = await import('@/lib/db')
    const { getMonthSlots } = await import('@/lib/availability/month-slots')
    const service = await prisma.service.create({
      data: {
        userId: owner.id,
        name: 'Event makeup',
        category: 'event',
        priceCents: 15000,
        durationMinutes: 60,
        bookingMode: 'instant',
        bufferAfterMinutes: 15,
      },
    })
    const ranges = [
      { from: '07:00', to: '12:00' },
      { from: '13:00', to: '19:00' },
    ]
    await prisma.availability.upsert({
      where: { userId: owner.id },
      create: { userId: owner.id, hours: Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, ranges])), minNoticeMinutes: 0 },
      update: {},
    })
    // 500 gigs a year, a year back and a year ahead, between 06:00 and 18:00; 1,000 events of her other
    // calendar over the coming year; a few days off.
    const start = await prisma.appointment.aggregate({ where: { userId: owner.id }, _max: { requestNumber: true } })
    await prisma.$executeRawUnsafe(
      `INSERT INTO "Appointment" ("id", "userId", "requestNumber", "status", "customerName", "locationCity", "date", "timeFrom", "timeTo", "updatedAt")
       SELECT 'bench-gig-' || g, $1, $2 + g, (ARRAY['booked','booked','awaitingDeposit','offered'])[1 + g % 4]::"AppointmentStatus",
              'Client ' || g, 'Sydney', current_date - 365 + (g * 7919) % 730,
              lpad((6 + g % 12)::text, 2, '0') || ':00', lpad((8 + g % 12)::text, 2, '0') || ':00', now()
       FROM generate_series(1, ${GIGS_A_YEAR * 2}) g`,
      owner.id,
      start._max.requestNumber ?? 0,
    )
    await prisma.$executeRawUnsafe(
      `INSERT INTO "ExternalBusyTime" ("id", "userId", "startsAt", "endsAt")
       SELECT 'bench-busy-' || e, $1, date_trunc('hour', now()) + ((e * 6151) % (365 * 24)) * interval '1 hour',
              date_trunc('hour', now()) + ((e * 6151) % (365 * 24)) * interval '1 hour' + interval '90 minutes'
       FROM generate_series(1, ${EXTERNAL_EVENTS}) e`,
      owner.id,
    )
    await prisma.$executeRawUnsafe(
      `INSERT INTO "AvailabilityBlock" ("id", "userId", "startsAt", "endsAt")
       SELECT 'bench-block-' || b, $1, date_trunc('day', now()) + (b * 17) * interval '1 day', date_trunc('day', now()) + (b * 17 + 1) * interval '1 day'
       FROM generate_series(1, 20) b`,
      owner.id,
    )
    await prisma.$executeRawUnsafe('ANALYZE "Appointment"; ANALYZE "ExternalBusyTime"; ANALYZE "AvailabilityBlock"; ANALYZE "OccupiedTime"')

    const months = Array.from({ length: 12 }, (_, index) => {
      const date = new Date()
      date.setUTCDate(1)
      date.setUTCMonth(date.getUTCMonth() + index)
      return date.toISOString().slice(0, 7)
    })
    const query = (run: number) => ({ userId: owner.id, serviceId: service.id, month: months[run % months.length] })
    for (let warm = 0; warm < 24; warm += 1) await getMonthSlots(query(warm))
    const times: number[] = []
    let slots = 0
    for (let run = 0; run < RUNS; run += 1) {
      const begun = performance.now()
      const answer = await getMonthSlots(query(run))
      times.push(performance.now() - begun)
      slots += answer.days.reduce((total, day) => total + day.slots.length, 0)
    }
    const p50 = percentile(times, 50)
    const p95 = percentile(times, 95)
    const counts = {
      gigs: await prisma.appointment.count({ where: { userId: owner.id } }),
      externalEvents: await prisma.externalBusyTime.count({ where: { userId: owner.id } }),
    }
    console.log(
      `Free times of a month, one service: ${counts.gigs} gigs, ${counts.externalEvents} external events, ${database.embedded ? 'embedded database' : 'Postgres'}, ${RUNS} calls (${Math.round(slots / RUNS)} slots a month)`,
    )
    console.log(
      `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target p95 < ${TARGET_P95} ms): ${p95 < TARGET_P95 ? 'met' : 'NOT met'}`,
    )
    mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    writeFileSync(
      path.join(root, 'bench-results/availability.json'),
      `${JSON.stringify({ ranAt: new Date().toISOString(), database: database.embedded ? 'embedded' : 'postgres', cpus: os.cpus().length, ...counts, runs: RUNS, p50, p95, targetMet: p95 < TARGET_P95 }, null, 2)}\n`,
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
