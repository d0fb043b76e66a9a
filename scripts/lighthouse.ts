// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on slow 4G) on the demo owner's
// public site in every theme, served by the built app on a database of its own (DATABASE_URL's server,
// where sites are served from their stored render; else the embedded one, where they are not). Prints
// Performance, Accessibility, Best Practices and SEO with the page's transferred JavaScript per theme,
// and writes bench-results/lighthouse.json (each theme's full report of its median run beside it,
// lighthouse-report-<theme>.json, for the details).
// Targets (issues 8 and 19): Performance ≥ 98, Accessibility 100, Best Practices ≥ 95, SEO 100, at most
// 90 KB of JavaScript transferred, in every theme.
//
// The preset slows the CPU 4× to emulate a mid-range phone on a desktop whose benchmarkIndex is about
// 1500. On a slower or busy host that emulates a far slower phone, so when the measured benchmarkIndex
// is lower the script also runs with the multiplier Lighthouse's own calibration gives for that host
// (docs/throttling.md: 1300 → 3×, 1533 → 4×; below 800 a host cannot emulate the phone at all → 1×),
// and reports both, labelled.
//   LIGHTHOUSE_RUNS=<runs per setting, default 3; the median by Performance is kept> npm run lighthouse
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromiumLaunchOptions } from '../playwright.config'
import { CHROMIUM_FONTS, installUnlessPresent } from './lib/debian-packages'
import { createDemoDatabase } from './lib/demo-database'
import { buildIfStale, root, startServer, stopChildren } from './lib/processes'
import { freePort } from './lib/free-port'
import {
  auditWithRetry,
  calibratedCpuMultiplier,
  CATEGORIES,
  JAVASCRIPT_KB_TARGET,
  RUNS,
  TARGETS,
  warmStaticFiles,
  type Run,
  type Series,
} from './lib/lighthouse-audit'
import { auditDashboard, DASHBOARD_TARGETS, dashboardMissed, dashboardVisit, type DashboardAudit } from './lib/lighthouse-dashboard'

const AUTH_SECRET = 'lighthouse-secret-lighthouse-secret-0123456789'
/** `npm run lighthouse -- site` or `-- dashboard` audits only that; both by default. */
const SCOPE = process.argv[2] ?? 'all'

async function main() {
  installUnlessPresent(chromiumLaunchOptions.executablePath, ['chromium', ...CHROMIUM_FONTS])
  const { database, owner } = await createDemoDatabase('lighthouse')
  try {
    const { prisma, disconnectDb } = await import('@/lib/db')
    const { themes } = await import('@/lib/catalogue/themes')
    const { siteChanged } = await import('@/lib/site/site-changed')
    process.env.AUTH_SECRET = AUTH_SECRET
    const dashboard = SCOPE === 'site' ? null : await dashboardVisit(owner.id)
    await disconnectDb()
    /** The demo site in this theme (a paid one subscribed to, as a site shows it only while paid for). */
    const wear = async (theme: (typeof themes)[number]) => {
      await prisma.user.update({ where: { id: owner.id }, data: { themeId: theme.id, themeConfigs: {} } })
      if (theme.priceCents > 0 && !(await prisma.subscription.findFirst({ where: { userId: owner.id, themeId: theme.id } }))) {
        await prisma.subscription.create({
          data: { userId: owner.id, type: 'theme', themeId: theme.id, status: 'active', provider: 'test', priceCents: theme.priceCents },
        })
      }
      await siteChanged(owner.id)
      // The embedded database serves one client at a time: the server's turn.
      await disconnectDb()
    }

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
      // Payments as a live server has them: with no Stripe key and no test mode, every dashboard screen
      // would open on the 'Payments are not set up' warning no artist sees (and Lighthouse would time it).
      ...(process.env.STRIPE_SECRET_KEY ? {} : { PAYMENTS_TEST_MODE: '1' }),
    }
    buildIfStale(env)
    const server = await startServer(env, port)
    await warmStaticFiles(`http://localhost:${port}`, path.join(root, '.next/static'))
    if (database.embedded)
      console.log(
        'The embedded database stores no site page (it cannot spare a connection to hear changes): sites are rendered per request, with the framework. Set DATABASE_URL for the production figures.',
      )
    try {
      if (SCOPE !== 'dashboard') {
        const url = `http://localhost:${port}/${owner.slug}`
        const series = async (label: string, multiplier?: number): Promise<Series> => {
          const runs: Run[] = []
          for (let run = 1; run <= RUNS; run++) {
            const result = await auditWithRetry(url, multiplier)
            console.log(
              `${label} run ${run}/${RUNS} (benchmarkIndex ${Math.round(result.benchmarkIndex)}): ${Object.entries(result.scores)
                .map(([id, score]) => `${CATEGORIES[id as keyof typeof CATEGORIES]} ${score}`)
                .join(', ')}, JavaScript ${result.javascriptKB} KB`,
            )
            runs.push(result)
          }
          return { runs, median: [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)] }
        }
        const print = (title: string, median: Run) => {
          console.log(`\n${title}`)
          for (const [id, label] of Object.entries(CATEGORIES) as [keyof typeof CATEGORIES, string][]) {
            const score = median.scores[id]
            console.log(
              `  ${label.padEnd(15)} ${String(score).padStart(3)}  (target ${id === 'accessibility' || id === 'seo' ? '' : '≥ '}${TARGETS[id]})${score >= TARGETS[id] ? '' : '  BELOW TARGET'}`,
            )
          }
          console.log(
            `  JavaScript      ${median.javascriptKB} KB transferred (target ≤ ${JAVASCRIPT_KB_TARGET})${median.javascriptKB <= JAVASCRIPT_KB_TARGET ? '' : '  ABOVE TARGET'} (page total ${median.totalKB} KB in ${median.requests} requests)`,
          )
          console.log(
            `  Metrics         ${Object.entries(median.metrics)
              .map(([id, value]) => `${id} ${value}`)
              .join(', ')}`,
          )
          if (median.failing.length)
            console.log(`  Audits under 90: ${median.failing.map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`).join(', ')}`)
        }

        const results: { theme: string; preset: Series; calibrated: (Series & { benchmarkIndex: number; cpuSlowdownMultiplier: number }) | null }[] = []
        for (const theme of themes) {
          await wear(theme)
          await fetch(url) // warm the server: the first visit renders the page (and stores it)
          const preset = await series(`${theme.id}, mobile preset`)
          const hostIndex = preset.runs.map((run) => run.benchmarkIndex).sort((a, b) => a - b)[Math.floor(preset.runs.length / 2)]
          const multiplier = calibratedCpuMultiplier(hostIndex)
          const calibrated =
            multiplier < 4
              ? { ...(await series(`${theme.id}, CPU ${multiplier}x`, multiplier)), benchmarkIndex: hostIndex, cpuSlowdownMultiplier: multiplier }
              : null
          results.push({ theme: theme.id, preset, calibrated })
        }
        await wear(themes[0])

        for (const { theme, preset, calibrated } of results) {
          print(`${theme}: Lighthouse, mobile preset (CPU 4x), ${url}, median of ${RUNS} by Performance`, preset.median)
          if (calibrated)
            print(
              `${theme}: same, CPU ${calibrated.cpuSlowdownMultiplier}x: Lighthouse's calibration for this host's benchmarkIndex ${Math.round(calibrated.benchmarkIndex)} (the preset's 4x assumes about 1500)`,
              calibrated.median,
            )
        }

        const out = path.join(root, 'bench-results/lighthouse.json')
        mkdirSync(path.dirname(out), { recursive: true })
        const summary = ({ lhr: _report, ...rest }: Run) => rest
        const report = {
          date: new Date().toISOString(),
          url: `/${owner.slug}`,
          storedRenders: !database.embedded,
          targets: { ...TARGETS, javascriptKB: JAVASCRIPT_KB_TARGET },
          themes: results.map(({ theme, preset, calibrated }) => ({
            theme,
            mobilePreset: { median: summary(preset.median), runs: preset.runs.map(summary) },
            calibrated: calibrated
              ? {
                  benchmarkIndex: calibrated.benchmarkIndex,
                  cpuSlowdownMultiplier: calibrated.cpuSlowdownMultiplier,
                  median: summary(calibrated.median),
                  runs: calibrated.runs.map(summary),
                }
              : null,
          })),
        }
        writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
        for (const { theme, preset } of results)
          writeFileSync(path.join(root, `bench-results/lighthouse-report-${theme}.json`), JSON.stringify(preset.median.lhr))
        console.log(`\nWrote ${path.relative(root, out)} and each theme's full report (the preset's median), bench-results/lighthouse-report-<theme>.json`)
        const missed = results.filter(({ preset, calibrated }) => {
          const median = (calibrated ?? preset).median
          return (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).some((id) => median.scores[id] < TARGETS[id]) || median.javascriptKB > JAVASCRIPT_KB_TARGET
        })
        if (missed.length) {
          console.log(`Below target: ${missed.map((result) => result.theme).join(', ')}`)
          process.exitCode = 1
        }
      }
      if (dashboard) {
        const audits = await auditDashboard(`http://localhost:${port}`, dashboard)
        writeDashboardReport(audits)
        const missed = dashboardMissed(audits)
        if (missed.length) {
          console.log(`Dashboard below target: ${missed.join(', ')}`)
          process.exitCode = 1
        }
      }
    } finally {
      server.kill('SIGTERM')
    }
  } finally {
    await database.drop()
  }
}

function writeDashboardReport(audits: DashboardAudit[]) {
  const out = path.join(root, 'bench-results/lighthouse-dashboard.json')
  mkdirSync(path.dirname(out), { recursive: true })
  const summary = ({ lhr: _report, ...rest }: Run) => rest
  const report = {
    date: new Date().toISOString(),
    targets: DASHBOARD_TARGETS,
    screens: audits.map(({ screen, path: screenPath, median, runs }) => ({ screen, path: screenPath, median: summary(median), runs: runs.map(summary) })),
  }
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
  for (const { screen, median } of audits)
    writeFileSync(path.join(root, `bench-results/lighthouse-dashboard-${screen.toLowerCase().replaceAll(' ', '-')}.json`), JSON.stringify(median.lhr))
  console.log(`Wrote ${path.relative(root, out)} and each screen's full report (its median run), bench-results/lighthouse-dashboard-<screen>.json`)
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(stopChildren)
