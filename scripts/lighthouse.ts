// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on slow 4G) on the demo owner's
// public site, served by the built app on a database of its own. Prints Performance, Accessibility,
// Best Practices and SEO with the page's transferred JavaScript, and writes bench-results/lighthouse.json
// (the full report of the median run beside it, lighthouse-report.json, for the details).
// Targets (issue 8): Performance ≥ 95, Accessibility 100, Best Practices ≥ 95, SEO 100.
//
// The preset slows the CPU 4× to emulate a mid-range phone on a desktop whose benchmarkIndex is about
// 1500. On a slower or busy host that emulates a far slower phone, so when the measured benchmarkIndex
// is lower the script also runs with the multiplier Lighthouse's own calibration gives for that host
// (docs/throttling.md: 1300 → 3×, 1533 → 4×; below 800 a host cannot emulate the phone at all → 1×),
// and reports both, labelled.
//   LIGHTHOUSE_RUNS=<runs per setting, default 3; the median by Performance is kept> npm run lighthouse
import { mkdirSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { buildIfStale, root, startServer, stopChildren } from './lib/processes'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const AUTH_SECRET = 'lighthouse-secret-lighthouse-secret-0123456789'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const CATEGORIES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' } as const
const TARGETS: Record<keyof typeof CATEGORIES, number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 }

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number }

/** Lighthouse's calibration of the CPU slowdown to a host's benchmarkIndex (its throttling calculator). */
function calibratedCpuMultiplier(benchmarkIndex: number): number {
  const multiplier = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 1 + (benchmarkIndex - 800) / 250 : 1
  return Math.round(multiplier * 10) / 10
}

async function audit(url: string, cpuSlowdownMultiplier?: number) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: Object.keys(CATEGORIES) }
    const result = await lighthouse(url, cpuSlowdownMultiplier ? { ...flags, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } : flags)
    if (!result) throw new Error('Lighthouse returned no result')
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[]
    const bytes = (type: string) => requests.filter((request) => request.resourceType === type).reduce((total, request) => total + (request.transferSize ?? 0), 0)
    const scores = Object.fromEntries(Object.keys(CATEGORIES).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<keyof typeof CATEGORIES, number>
    const failing = Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'notApplicable' && entry.scoreDisplayMode !== 'manual')
      .map((entry) => ({ id: entry.id, title: entry.title, score: entry.score, displayValue: entry.displayValue ?? null }))
    return {
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scores,
      javascriptKB: Math.round(bytes('Script') / 102.4) / 10,
      totalKB: Math.round(requests.reduce((total, request) => total + (request.transferSize ?? 0), 0) / 102.4) / 10,
      requests: requests.length,
      metrics: Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, lhr.audits[id]?.displayValue ?? null])),
      failing,
      lhr,
    }
  } finally {
    chrome.kill()
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is taken again, once. */
async function auditWithRetry(url: string, cpuSlowdownMultiplier?: number) {
  try {
    return await audit(url, cpuSlowdownMultiplier)
  } catch (error) {
    console.log(`(run taken again: ${error instanceof Error ? error.message : String(error)})`)
    return audit(url, cpuSlowdownMultiplier)
  }
}

async function main() {
  const { createTestDatabase } = await import('@/tests/support/database')
  const database = await createTestDatabase('lighthouse')
  try {
    process.env.DATABASE_URL = database.url
    if (database.embedded) process.env.DATABASE_EMBEDDED = '1'
    const { seed } = await import('@/prisma/seed')
    const { prisma, disconnectDb } = await import('@/lib/db')
    const { DEMO_EMAIL } = await import('@/prisma/demo-owner')
    await seed({ demo: true })
    const { slug } = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL }, select: { slug: true } })
    await disconnectDb()

    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      ...(database.embedded ? { DATABASE_EMBEDDED: '1' } : {}),
      AUTH_SECRET,
      APP_URL: `http://localhost:${port}`,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      JOBS: 'off',
    }
    buildIfStale(env)
    const server = await startServer(env, port)
    try {
      const url = `http://localhost:${port}/${slug}`
      await fetch(url) // warm the server: the first render loads the page's code
      type Run = Awaited<ReturnType<typeof audit>>
      const series = async (label: string, multiplier?: number) => {
        const runs: Run[] = []
        for (let run = 1; run <= RUNS; run++) {
          const result = await auditWithRetry(url, multiplier)
          console.log(`${label} run ${run}/${RUNS} (benchmarkIndex ${Math.round(result.benchmarkIndex)}): ${Object.entries(result.scores).map(([id, score]) => `${CATEGORIES[id as keyof typeof CATEGORIES]} ${score}`).join(', ')}`)
          runs.push(result)
        }
        return { runs, median: [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)] }
      }
      const preset = await series('mobile preset')
      const hostIndex = preset.runs.map((run) => run.benchmarkIndex).sort((a, b) => a - b)[Math.floor(preset.runs.length / 2)]
      const multiplier = calibratedCpuMultiplier(hostIndex)
      const calibrated = multiplier < 4 ? await series(`CPU ${multiplier}x`, multiplier) : null

      const print = (title: string, median: Run) => {
        console.log(`\n${title}`)
        for (const [id, label] of Object.entries(CATEGORIES) as [keyof typeof CATEGORIES, string][]) {
          const score = median.scores[id]
          console.log(`  ${label.padEnd(15)} ${String(score).padStart(3)}  (target ${id === 'accessibility' || id === 'seo' ? '' : '≥ '}${TARGETS[id]})${score >= TARGETS[id] ? '' : '  BELOW TARGET'}`)
        }
        console.log(`  JavaScript      ${median.javascriptKB} KB transferred (page total ${median.totalKB} KB in ${median.requests} requests)`)
        console.log(`  Metrics         ${Object.entries(median.metrics).map(([id, value]) => `${id} ${value}`).join(', ')}`)
        if (median.failing.length) console.log(`  Audits under 90: ${median.failing.map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`).join(', ')}`)
      }
      print(`Lighthouse, mobile preset (CPU 4x), ${url}, median of ${RUNS} by Performance`, preset.median)
      if (calibrated) print(`Same, CPU ${multiplier}x: Lighthouse's calibration for this host's benchmarkIndex ${Math.round(hostIndex)} (the preset's 4x assumes about 1500)`, calibrated.median)

      const out = path.join(root, 'bench-results/lighthouse.json')
      mkdirSync(path.dirname(out), { recursive: true })
      const summary = ({ lhr: _report, ...rest }: Run) => rest
      const report = {
        date: new Date().toISOString(),
        url: `/${slug}`,
        targets: TARGETS,
        mobilePreset: { median: summary(preset.median), runs: preset.runs.map(summary) },
        calibrated: calibrated ? { benchmarkIndex: hostIndex, cpuSlowdownMultiplier: multiplier, median: summary(calibrated.median), runs: calibrated.runs.map(summary) } : null,
      }
      writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
      writeFileSync(path.join(root, 'bench-results/lighthouse-report.json'), JSON.stringify(preset.median.lhr))
      console.log(`\nWrote ${path.relative(root, out)} and the preset's full report, bench-results/lighthouse-report.json`)
      const median = (calibrated ?? preset).median
      const below = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).filter((id) => median.scores[id] < TARGETS[id])
      if (below.length) process.exitCode = 1
    } finally {
      server.kill('SIGTERM')
    }
  } finally {
    await database.drop()
  }
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(stopChildren)
