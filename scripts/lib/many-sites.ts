// The `many-sites` target of `npm run bench:load`: public sites at scale. 2,000 sites (a seeded owner
// each) visited round-robin at --many-rate (500 rps) for --many-duration seconds (120), twice: with no
// changes, and with 1 % of owners changing something each minute (their slogan, then siteChanged, as the
// edit profile route does). Each answer's X-Cache says where it came from: MISS a render, SHARED the copy
// in Postgres, HIT memory; renders a minute are the MISS answers of each minute (visits to one site are
// seconds apart, far longer than a render, so each MISS is a render of its own). Before them, a warm-up
// visits every site once (timed, its renders counted). Also checks that a stored page is byte for byte
// what a fresh render stores.
import { createRequire } from 'node:module'
import os from 'node:os'
import { cpuSeconds } from './processes'

type Autocannon = (options: Record<string, unknown>) => PromiseLike<{ non2xx: number; errors: number; timeouts: number }> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void
}
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

export const MANY_SITES = 2_000
const CHANGES_PER_MINUTE = MANY_SITES / 100

export type ManySitesRow = {
  target: string
  changesPerMinute: number
  rate: number
  seconds: number
  rps: number
  p95: number
  cpuMsPerRequest: number
  errors: number
  /** Renders in each whole minute of the run (the first one includes the warm-up). */
  rendersPerMinute: number[]
  shared: number
  hits: number
  load: [number, number]
}

/** Seeds the sites: owners with a name, a slogan and an address of their own. */
export async function seedManySites(): Promise<string[]> {
  const { prisma } = await import('@/lib/db')
  const slugs = Array.from({ length: MANY_SITES }, (_, n) => `load-site-${n}`)
  await prisma.user.createMany({
    data: slugs.map((slug, n) => ({
      email: `${slug}@example.com`,
      wizardStep: 'complete' as const,
      slug,
      businessName: `Load Beauty ${n}`,
      slogan: 'Bridal and event makeup',
      locationCity: 'Sydney',
    })),
  })
  return slugs
}

async function changeOwners(stop: AbortSignal) {
  const { prisma } = await import('@/lib/db')
  const { siteChanged } = await import('@/lib/site/site-changed')
  const every = 60_000 / CHANGES_PER_MINUTE
  while (!stop.aborted) {
    await new Promise((resolve) => setTimeout(resolve, every))
    if (stop.aborted) break
    const slug = `load-site-${Math.floor(Math.random() * MANY_SITES)}`
    const owner = await prisma.user.update({ where: { slug }, data: { slogan: `Bridal and event makeup (${Date.now()})` } })
    await siteChanged(owner.id)
  }
}

/** Every site visited once, `connections` at a time: what a cold start costs. */
async function warmUp(base: string, connections: number) {
  const started = Date.now()
  const cache: Record<string, number> = {}
  let next = 0
  const visitor = async () => {
    while (next < MANY_SITES) {
      const response = await fetch(`${base}/load-site-${next++}`, { headers: { 'accept-encoding': 'br, gzip' } })
      await response.arrayBuffer()
      const source = response.headers.get('x-cache') ?? 'none'
      cache[source] = (cache[source] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: connections }, visitor))
  console.log(`many-sites warm-up: ${MANY_SITES} sites in ${Math.round((Date.now() - started) / 1000)} s, ${JSON.stringify(cache)}`)
  return { seconds: Math.round((Date.now() - started) / 1000), cache }
}

export async function runManySites(base: string, pid: number, { rate, duration, connections }: { rate: number; duration: number; connections: number }) {
  const rows: ManySitesRow[] = []
  const warm = await warmUp(base, connections)
  for (const changesPerMinute of [0, CHANGES_PER_MINUTE]) {
    let next = 0
    const latencies: number[] = []
    const misses: number[] = []
    let shared = 0
    let hits = 0
    const started = Date.now()
    const stop = new AbortController()
    const changing = changesPerMinute ? changeOwners(stop.signal) : Promise.resolve()
    const loadBefore = os.loadavg()[0]
    const cpuBefore = cpuSeconds(pid)
    const instance = autocannon({
      url: base,
      connections,
      overallRate: rate,
      duration,
      timeout: 10,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => ({ ...request, path: `/load-site-${next++ % MANY_SITES}` }),
          onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
            const cache = headers['x-cache'] ?? headers['X-Cache']
            if (cache === 'MISS') misses.push(Date.now() - started)
            else if (cache === 'SHARED') shared++
            else if (cache === 'HIT') hits++
          },
        },
      ],
    })
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
    const result = await instance
    stop.abort()
    await changing
    const cpu = cpuSeconds(pid) - cpuBefore
    latencies.sort((a, b) => a - b)
    const minutes = Math.ceil(duration / 60)
    const rendersPerMinute = Array.from({ length: minutes }, (_, m) => misses.filter((at) => at >= m * 60_000 && at < (m + 1) * 60_000).length)
    const round = (value: number) => Math.round(value * 10) / 10
    const row: ManySitesRow = {
      target: 'many-sites',
      changesPerMinute,
      rate,
      seconds: duration,
      rps: round(latencies.length / duration),
      p95: round(latencies[Math.ceil(0.95 * latencies.length) - 1] ?? NaN),
      cpuMsPerRequest: round((cpu * 1000) / latencies.length),
      errors: result.non2xx + result.errors + result.timeouts,
      rendersPerMinute,
      shared,
      hits,
      load: [round(loadBefore), round(os.loadavg()[0])],
    }
    rows.push(row)
    console.log(
      `many-sites ${MANY_SITES} sites, ${String(changesPerMinute).padStart(2)} changes/min: ${rate} rps → ${row.rps} rps  p95 ${row.p95} ms  cpu ${row.cpuMsPerRequest} ms/req  renders/min ${rendersPerMinute.join(', ')}  shared ${shared}  hits ${hits}  errors ${row.errors}  load ${row.load.join('→')}`,
    )
  }
  return { warm, rows }
}

/** Whether the stored page of a site is byte for byte what a fresh render of it stores. */
export async function storedMatchesFreshRender(url: string, renderHeaders: Record<string, string>): Promise<boolean> {
  const { toStoredRender } = await import('@/lib/site/stored-render')
  const { nonceFrom } = await import('@/lib/http/csp-nonce')
  for (let tries = 0; tries < 3; tries++) await fetch(url)
  const stored = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const fresh = await fetch(url, { headers: renderHeaders })
  const nonce = nonceFrom(new Headers({ 'content-security-policy': fresh.headers.get('content-security-policy') ?? '' }))
  return stored.headers.get('x-cache') === 'HIT' && toStoredRender(await fresh.text(), nonce)?.html === (await stored.text())
}
