// `npm run bench:main-thread`: where a dashboard screen's main thread goes while it loads, and what of it
// blocks. Builds the app with browser source maps (as bench:bundle does, into .next-bundle), serves it on
// the demo owner's database, and loads each screen of `npm run lighthouse -- dashboard` in Chromium at
// 390x844 with the CPU slowed 4x (Lighthouse's mobile preset), each load in a fresh profile (nothing
// cached, as Lighthouse loads). V8's sampling profiler records the load and 4 s after it; each sample is
// traced through the source maps to its package or file. "Blocking" is what Total Blocking Time counts:
// of each stretch of work with no idle sample in it, the part over 50 ms, shared among what ran in it.
//   npm run bench:main-thread [-- --no-build] [--runs=3] [--top=12] ["Quote builder" …: only these screens]
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromium, type CDPSession } from '@playwright/test'
import { chromiumLaunchOptions } from '../playwright.config'
import { BUNDLE_DIST, buildWithSourceMaps } from './lib/bundle-build'
import { createDemoDatabase } from './lib/demo-database'
import { freePort } from './lib/free-port'
import { dashboardVisit } from './lib/lighthouse-dashboard'
import { startServer } from './lib/processes'

const require = createRequire(import.meta.url)
const { AnyMap, GREATEST_LOWER_BOUND, LEAST_UPPER_BOUND, originalPositionFor } =
  require('@jridgewell/trace-mapping') as typeof import('@jridgewell/trace-mapping')
type SourceMap = ReturnType<typeof AnyMap>
type Profile = Awaited<ReturnType<typeof stopProfile>>

const options = process.argv.slice(2)
const SKIP_BUILD = options.includes('--no-build')
const RUNS = Number(options.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3)
const TOP = Number(options.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 12)
const ONLY = options.filter((arg) => !arg.startsWith('--'))
const AUTH_SECRET = 'main-thread-secret-main-thread-secret-0123456789'
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50

/** The build's source map of a script served from /_next/static, read once. */
const sourceMaps = new Map<string, SourceMap | null>()
function sourceMapOf(url: string): SourceMap | null {
  if (!sourceMaps.has(url)) {
    const file = url.match(/\/_next\/(static\/.+\.js)$/)?.[1]
    const code = file ? readFileSync(path.join(BUNDLE_DIST, file), 'utf8') : ''
    const mapName = code.match(/sourceMappingURL=(\S+)\s*$/)?.[1]
    sourceMaps.set(url, file && mapName ? AnyMap(readFileSync(path.join(BUNDLE_DIST, path.dirname(file), mapName), 'utf8')) : null)
  }
  return sourceMaps.get(url)!
}

/** Who a sample's time belongs to: the framework's parts by name, packages by name, the app's files by path. */
function ownerOf(source: string): string {
  if (source.includes('[turbopack]')) return 'Turbopack runtime (starting the page’s modules)'
  const packageName = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/)
  if (!packageName) return source.replace(/^.*\[project\]\//, '')
  if (packageName[1] !== 'next') return packageName[1]
  const inside = packageName[2]
  if (inside.includes('compiled/react-dom')) return 'React DOM (hydration, effects)'
  if (inside.includes('compiled/react-server-dom')) return 'React server payload (decoding)'
  if (/segment-cache|router-reducer|fetch-server-response/.test(inside)) return 'Next router (prefetching, navigation state)'
  return 'Next runtime (other)'
}

/** A sample's owner and function, as the profile names them or through the source map. */
function attribute({ url, functionName, lineNumber, columnNumber }: { url: string; functionName: string; lineNumber: number; columnNumber: number }) {
  if (functionName === '(program)') return { owner: 'Browser (parsing, compiling, style, layout)', fn: '(program)' }
  if (functionName === '(garbage collector)') return { owner: 'Garbage collection', fn: functionName }
  if (!url) return { owner: 'Browser APIs (fetch, DOM)', fn: functionName }
  const map = sourceMapOf(url)
  if (!map) return { owner: url.replace(/^https?:\/\/[^/]+/, ''), fn: functionName || '(anonymous)' }
  // A module's first statements sit after its wrapper, which the map leaves out: a sample between the
  // last mapped code of one module and the first of the next is the next module starting.
  const at = { line: lineNumber + 1, column: columnNumber }
  const before = originalPositionFor(map, { ...at, bias: GREATEST_LOWER_BOUND })
  const after = originalPositionFor(map, { ...at, bias: LEAST_UPPER_BOUND })
  const position = after.source && after.source !== before.source ? after : before
  const source = position.source ?? url
  return {
    owner: ownerOf(source),
    fn: `${position.name ?? (functionName || '(anonymous)')} ${source.replace(/^.*(node_modules\/|\[project\]\/)/, '')}:${position.line}`,
  }
}

async function stopProfile(cdp: CDPSession) {
  return (await cdp.send('Profiler.stop')).profile
}

/** Busy and blocking milliseconds (at the slowed CPU) by owner and by function, for one load. */
function tally(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const busy = new Map<string, number>()
  const blocking = new Map<string, number>()
  const blockingByFunction = new Map<string, number>()
  const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms)
  let stretch: { ms: number; parts: Map<string, { owner: string; ms: number }> } = { ms: 0, parts: new Map() }
  const endStretch = () => {
    if (stretch.ms > LONG_TASK_MS) {
      const share = (stretch.ms - LONG_TASK_MS) / stretch.ms
      for (const [fn, { owner, ms }] of stretch.parts) {
        add(blocking, owner, ms * share)
        add(blockingByFunction, fn, ms * share)
      }
    }
    stretch = { ms: 0, parts: new Map() }
  }
  const deltas = profile.timeDeltas ?? []
  ;(profile.samples ?? []).forEach((nodeId, index) => {
    const frame = nodes.get(nodeId)!
    const ms = (deltas[index + 1] ?? 0) / 1000
    if (frame.functionName === '(idle)') return endStretch()
    const { owner, fn } = attribute(frame)
    add(busy, owner, ms)
    stretch.ms += ms
    const part = stretch.parts.get(fn) ?? { owner, ms: 0 }
    part.ms += ms
    stretch.parts.set(fn, part)
  })
  endStretch()
  return { busy, blocking, blockingByFunction }
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0)
const ms = (value: number) => Math.round(value).toLocaleString('en-US')
const top = (tallies: Map<string, number>[], count: number) => {
  const totals = new Map<string, number>()
  for (const one of tallies) for (const [key, value] of one) totals.set(key, (totals.get(key) ?? 0) + value / tallies.length)
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)
}

async function main() {
  if (!SKIP_BUILD) buildWithSourceMaps()
  const { database, owner } = await createDemoDatabase('main-thread')
  try {
    process.env.AUTH_SECRET = AUTH_SECRET
    const { screens, cookie } = await dashboardVisit(owner.id)
    const { disconnectDb } = await import('@/lib/db')
    await disconnectDb()
    const port = await freePort()
    const origin = `http://localhost:${port}`
    const server = await startServer(
      {
        ...process.env,
        BUNDLE_REPORT: '1',
        DATABASE_URL: database.url,
        ...(database.embedded ? { DATABASE_EMBEDDED: '1' } : {}),
        AUTH_SECRET,
        APP_URL: origin,
        NODE_ENV: 'production',
        JOBS: 'off',
        ...(process.env.STRIPE_SECRET_KEY ? {} : { PAYMENTS_TEST_MODE: '1' }),
      },
      port,
      { output: 'ignore' },
    )
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      const [cookieName, cookieValue] = cookie.split('=')
      for (const screen of screens.filter(({ name }) => ONLY.length === 0 || ONLY.includes(name))) {
        await fetch(`${origin}${screen.path}`, { headers: { cookie } }) // the server's caches, not the browser's
        const loads = []
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true })
          await context.addCookies([{ name: cookieName, value: cookieValue, url: origin }])
          const page = await context.newPage()
          const cdp = await context.newCDPSession(page)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
          await cdp.send('Profiler.enable')
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
          await cdp.send('Profiler.start')
          await page.goto(`${origin}${screen.path}`, { waitUntil: 'load' })
          await page.waitForTimeout(4_000)
          loads.push(tally(await stopProfile(cdp)))
          await context.close()
        }
        const busy = sum(loads.map((load) => sum(load.busy.values()))) / loads.length
        const blocking = sum(loads.map((load) => sum(load.blocking.values()))) / loads.length
        console.log(
          `\n${screen.name} (${screen.path}): ${loads.length} loads at ${CPU_SLOWDOWN}x CPU, mean per load: busy ${ms(busy)} ms, blocking ${ms(blocking)} ms`,
        )
        console.log('  blocking ms   busy ms  whose')
        const busyTotals = new Map(
          top(
            loads.map((load) => load.busy),
            Infinity,
          ),
        )
        for (const [whose, value] of top(
          loads.map((load) => load.blocking),
          TOP,
        ))
          console.log(`  ${ms(value).padStart(11)} ${ms(busyTotals.get(whose) ?? 0).padStart(9)}  ${whose}`)
        console.log('  blocking ms  function')
        for (const [fn, value] of top(
          loads.map((load) => load.blockingByFunction),
          TOP,
        ))
          console.log(`  ${ms(value).padStart(11)}  ${fn}`)
      }
    } finally {
      await browser.close()
      server.kill('SIGTERM')
    }
  } finally {
    await database.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
