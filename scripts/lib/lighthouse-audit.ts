// One Lighthouse audit (mobile preset unless a CPU multiplier is given) of a URL, as `npm run lighthouse`
// reports it: the four category scores, the JavaScript (compressed, and transferred with its responses'
// headers), the core metrics and the audits under 90.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { chromiumLaunchOptions } from '../../playwright.config'

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROME_FLAGS = ['--headless=new', ...chromiumLaunchOptions.args]
export const CATEGORIES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' } as const
export const TARGETS: Record<keyof typeof CATEGORIES, number> = { performance: 98, accessibility: 100, 'best-practices': 95, seo: 100 }
export const JAVASCRIPT_KB_TARGET = 90

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number }

/** Lighthouse's calibration of the CPU slowdown to a host's benchmarkIndex (its throttling calculator). */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  const multiplier = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 1 + (benchmarkIndex - 800) / 250 : 1
  return Math.round(multiplier * 10) / 10
}

/**
 * The compressed bodies of the scripts a run loaded: the Content-Length each build file is sent with in
 * Brotli (the server keeps them once `warmStaticFiles` asked), where Lighthouse's transfer size also
 * counts each response's HTTP/1.1 headers (about 330 bytes a script). A script sent otherwise counts its
 * transfer size.
 */
async function compressedBytes(scripts: NetworkRequest[]): Promise<number> {
  let total = 0
  for (const script of scripts) {
    const answer = await fetch(script.url, { headers: { 'accept-encoding': 'br' } })
    await answer.body?.cancel()
    const length = answer.headers.get('content-encoding') === 'br' ? Number(answer.headers.get('content-length') ?? NaN) : NaN
    // Never more than was transferred: a script still loading when the trace ended counts what came.
    total += Math.min(Number.isFinite(length) ? length : Infinity, script.transferSize ?? 0)
  }
  return total
}

async function audit(url: string, cpuSlowdownMultiplier?: number, extraHeaders?: Record<string, string>) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: CHROME_FLAGS })
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: Object.keys(CATEGORIES), extraHeaders }
    const result = await lighthouse(url, cpuSlowdownMultiplier ? { ...flags, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } : flags)
    if (!result) throw new Error('Lighthouse returned no result')
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[]
    const bytes = (type: string) =>
      requests.filter((request) => request.resourceType === type).reduce((total, request) => total + (request.transferSize ?? 0), 0)
    const scores = Object.fromEntries(Object.keys(CATEGORIES).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
      keyof typeof CATEGORIES,
      number
    >
    const failing = Object.values(lhr.audits)
      .filter(
        (entry) =>
          entry.score !== null &&
          entry.score < 0.9 &&
          entry.scoreDisplayMode !== 'informative' &&
          entry.scoreDisplayMode !== 'notApplicable' &&
          entry.scoreDisplayMode !== 'manual',
      )
      .map((entry) => ({ id: entry.id, title: entry.title, score: entry.score, displayValue: entry.displayValue ?? null }))
    return {
      finalUrl: lhr.finalDisplayedUrl,
      layoutShift: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scores,
      javascriptKB: Math.round(bytes('Script') / 102.4) / 10,
      compressedJavascriptKB: Math.round((await compressedBytes(requests.filter((request) => request.resourceType === 'Script'))) / 102.4) / 10,
      totalKB: Math.round(requests.reduce((total, request) => total + (request.transferSize ?? 0), 0) / 102.4) / 10,
      requests: requests.length,
      metrics: Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
          id,
          lhr.audits[id]?.displayValue ?? null,
        ]),
      ),
      failing,
      lhr,
    }
  } finally {
    chrome.kill()
  }
}

const AUDIT_TRIES = 3

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is taken again, up to
 * three tries in all (two failures in a row ended a 10-minute dashboard audit on a busy host).
 */
export async function auditWithRetry(url: string, cpuSlowdownMultiplier?: number, extraHeaders?: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cpuSlowdownMultiplier, extraHeaders)
    } catch (error) {
      if (attempt === AUDIT_TRIES) throw error
      console.log(`(run taken again: ${error instanceof Error ? error.message : String(error)})`)
    }
  }
}

export type Run = Awaited<ReturnType<typeof audit>>
export type Series = { runs: Run[]; median: Run }

/**
 * The server as it is once it has served a while: every script and style of the build asked for once in
 * Brotli, which the server compresses in the background on a file's first request
 * (lib/http/static-brotli.mjs). Every audited run then gets what every visitor after the first gets, the
 * chunks a page's links prefetch for other screens included.
 */
export async function warmStaticFiles(origin: string, staticDir: string) {
  const files = readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(?:js|css)$/.test(file))
  for (const file of files) {
    const url = `${origin}/_next/static/${file.split(path.sep).join('/')}`
    for (let attempt = 0; attempt < 50; attempt++) {
      const answer = await fetch(url, { headers: { 'accept-encoding': 'br' } })
      await answer.arrayBuffer()
      if (answer.headers.get('content-encoding') === 'br') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
