// `npm run bench:cards`: review cards on a warm server, per size, full HTTP round trips: drawn the
// first time (not in storage yet: satori, Skia, PNG, storing it), answered from the server's memory
// after that (server.mjs, before Next), and read from storage once the owner changed something else
// (siteChanged: memory forgets her cards, storage keeps them under their ETag); and, side by side in
// the same run, the approach this design replaces: headless Chromium loading an HTML page of the same
// card at the same size and taking a screenshot. Same templates, same review, same fonts and photos.
// The server's CPU per card is read from /proc: on a busy machine wall times wander, CPU time much less.
//   BENCH_RUNS=<rounds of every template, default 8> npm run bench:cards
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { chromiumLaunchOptions } from '../playwright.config'
import { CHROMIUM_FONTS, installUnlessPresent } from './lib/debian-packages'
import { createDemoDatabase, reviewForCards } from './lib/demo-database'
import { buildIfStale, cpuSeconds, root, startServer, stopChildren } from './lib/processes'
import { freePort } from './lib/free-port'

const RUNS = Number(process.env.BENCH_RUNS ?? 8)
const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456'
// The server's and this script's storage (cards, cropped photos): its own, emptied between rounds.
const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'glowfolio-bench-cards-'))
process.env.DATA_DIR = DATA_DIR
const CARDS_DIR = path.join(DATA_DIR, 'uploads/cards')
const TARGETS = { firstP50: 50, firstP95: 120, cachedP50: 5, storyVsChromium: 8 }
/** Time for the server to hear a siteChanged (Postgres NOTIFY, a few ms) before the next round. */
const HEARD_MS = 250

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const summary = (values: number[]) => ({
  n: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  mean: values.reduce((a, b) => a + b, 0) / values.length,
})
/** A dash for a phase not measured (nothing is kept in memory on the embedded database). */
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`)
const storedCards = () => {
  try {
    return readdirSync(CARDS_DIR).filter((file) => file.endsWith('.png')).length
  } catch {
    return 0
  }
}

async function main() {
  installUnlessPresent(chromiumLaunchOptions.executablePath, ['chromium', ...CHROMIUM_FONTS])
  const { database, owner } = await createDemoDatabase('bench')
  try {
    const review = await reviewForCards(owner.id)
    const { siteChanged } = await import('@/lib/site/site-changed')

    const { CARD_TEMPLATES } = await import('@/lib/cards/templates')
    const { buildCardContent } = await import('@/lib/cards/content')
    const { loadCoreFonts } = await import('@/lib/cards/fonts')
    const manifest = JSON.parse(readFileSync(path.join(root, 'lib/cards/fonts/manifest.json'), 'utf8')) as {
      core: Array<{ family: string; subset: string; weight: number; style: string; file: string }>
    }

    // The HTML pages Chromium screenshots: the same React elements, fonts as @font-face, photos inline.
    const fontFaces = manifest.core
      .map(
        (font) =>
          `@font-face{font-family:'${font.subset === 'latin' ? font.family : `${font.family} ${font.subset}`}';src:url(/fonts/${font.file}) format('woff');font-weight:${font.weight};font-style:${font.style}}`,
      )
      .join('\n')
    loadCoreFonts()
    const pages = new Map<string, string>()
    for (const template of CARD_TEMPLATES) {
      const content = await buildCardContent(template, review, owner)
      const body = renderToStaticMarkup(createElement(() => template.layout.render({ content, palette: template.palette })))
      pages.set(
        template.id,
        `<!doctype html><html><head><meta charset="utf-8"><style>${fontFaces}\nhtml,body{margin:0;padding:0}*{box-sizing:border-box}</style></head><body>${body}</body></html>`,
      )
    }
    const pageServer = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://bench')
      const card = url.pathname.match(/^\/card\/(.+)\.html$/)?.[1]
      if (card && pages.has(card)) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(pages.get(card))
        return
      }
      if (url.pathname.startsWith('/fonts/')) {
        const file = path.join(root, 'lib/cards/fonts', path.normalize(decodeURIComponent(url.pathname.slice(7))).replace(/^(\.\.[/\\])+/, ''))
        response.writeHead(200, { 'content-type': 'font/woff', 'cache-control': 'max-age=3600' })
        response.end(readFileSync(file))
        return
      }
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve))
    const pagePort = (pageServer.address() as net.AddressInfo).port

    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      ...(database.embedded ? { DATABASE_EMBEDDED: '1' } : {}),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      APP_URL: `http://localhost:${port}`,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      JOBS: 'off',
      // Every render comes from this one address.
      RATE_LIMIT_CARD_RENDER: '1000000/3600',
    }
    buildIfStale(env)
    const server = await startServer(env, port)
    type Size = 'feed' | 'story'
    const sizes: Size[] = ['feed', 'story']
    const times = {
      first: { feed: [] as number[], story: [] as number[] },
      cached: { feed: [] as number[], story: [] as number[] },
      storage: { feed: [] as number[], story: [] as number[] },
      chromium: { feed: [] as number[], story: [] as number[] },
    }
    const cpuMs = { first: { feed: 0, story: 0 }, cached: { feed: 0, story: 0 }, storage: { feed: 0, story: 0 } }
    const loadBefore = os.loadavg()
    let chromiumLaunch = 0
    try {
      const base = `http://127.0.0.1:${port}/review/generate-card/${review.id}`
      const fetchCard = async (id: string) => {
        const started = performance.now()
        const response = await fetch(`${base}?id=${id}`)
        const png = Buffer.from(await response.arrayBuffer())
        if (!response.ok || png.length < 1000) throw new Error(`card ${id} answered ${response.status}`)
        return { ms: performance.now() - started, png, fromMemory: response.headers.get('x-cache') === 'HIT' }
      }
      // On the embedded database nothing listens for changes, so nothing is kept in memory: every card is read from storage.
      const inMemory = !database.embedded
      /** What any change of the owner's does: the server forgets her cards in memory (storage keeps them). */
      const ownerChanged = async () => {
        if (!inMemory) return
        await siteChanged(owner.id)
        await new Promise((resolve) => setTimeout(resolve, HEARD_MS))
      }
      /** Waits for every card of the round to be stored (the upload follows the answer), so none is drawn twice or left out. */
      const allStored = async () => {
        const deadline = Date.now() + 10_000
        while (storedCards() < CARD_TEMPLATES.length) {
          if (Date.now() > deadline) throw new Error(`only ${storedCards()} of ${CARD_TEMPLATES.length} cards were stored`)
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
      const round = async (phase: 'first' | 'cached' | 'storage') => {
        const pngs = new Map<string, Buffer>()
        for (const size of sizes) {
          const cpuBefore = cpuSeconds(server.pid!)
          for (const template of CARD_TEMPLATES.filter((t) => t.type === size)) {
            const { ms: took, png, fromMemory } = await fetchCard(template.id)
            if (fromMemory !== (phase === 'cached' && inMemory))
              throw new Error(`card ${template.id} was${fromMemory ? '' : ' not'} answered from memory in the ${phase} round`)
            times[phase][size].push(took)
            pngs.set(template.id, png)
          }
          cpuMs[phase][size] += (cpuSeconds(server.pid!) - cpuBefore) * 1000
        }
        return pngs
      }
      // Warm the server: every template once, so fonts, photos, shadows and code paths are loaded.
      for (const template of CARD_TEMPLATES) await fetchCard(template.id)
      await allStored()
      let drawn = new Map<string, Buffer>()
      // Each first round finds nothing stored: allStored() then also proves that every card was drawn.
      for (let run = 0; run < RUNS; run++) {
        rmSync(CARDS_DIR, { recursive: true, force: true })
        await ownerChanged()
        drawn = await round('first')
        await allStored()
      }
      const sameAsDrawn = (served: Map<string, Buffer>) => {
        for (const [id, png] of served) if (!png.equals(drawn.get(id)!)) throw new Error(`the stored card ${id} differs from the one drawn`)
      }
      for (let run = 0; run < RUNS; run++) sameAsDrawn(await round('cached'))
      for (let run = 0; run < RUNS && inMemory; run++) {
        await ownerChanged()
        sameAsDrawn(await round('storage'))
      }

      const launched = performance.now()
      const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
      chromiumLaunch = performance.now() - launched
      try {
        const context = await browser.newContext({ deviceScaleFactor: 1 })
        const shootOnce = async (id: string, width: number, height: number) => {
          const started = performance.now()
          const page = await context.newPage()
          await page.setViewportSize({ width, height })
          await page.goto(`http://127.0.0.1:${pagePort}/card/${id}.html`, { waitUntil: 'load' })
          await page.evaluate(() => document.fonts.ready.then(() => undefined))
          const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } })
          await page.close()
          if (png.length < 1000) throw new Error(`screenshot of ${id} is empty`)
          return performance.now() - started
        }
        for (const template of CARD_TEMPLATES) await shootOnce(template.id, template.width, template.height)
        for (let run = 0; run < RUNS; run++)
          for (const template of CARD_TEMPLATES) times.chromium[template.type].push(await shootOnce(template.id, template.width, template.height))
      } finally {
        await browser.close()
      }
    } finally {
      server.kill('SIGTERM')
      pageServer.close()
    }

    const report = sizes.map((size) => {
      const first = summary(times.first[size])
      const cached = summary(times.cached[size])
      const storage = summary(times.storage[size])
      const browser = summary(times.chromium[size])
      return {
        size: size === 'feed' ? 'feed 500x500' : 'story 540x960',
        first: { ...first, cpuMsPerCard: cpuMs.first[size] / first.n },
        cached: { ...cached, cpuMsPerCard: cpuMs.cached[size] / cached.n },
        storage: { ...storage, cpuMsPerCard: cpuMs.storage[size] / storage.n },
        chromium: browser,
        firstVsChromiumP50: browser.p50 / first.p50,
        firstVsChromiumP95: browser.p95 / first.p95,
      }
    })
    const loadAfter = os.loadavg()
    const count = (size: Size) => CARD_TEMPLATES.filter((template) => template.type === size).length
    console.log(
      `\nReview cards: ${RUNS} rounds of the ${CARD_TEMPLATES.length} templates (${count('feed')} feed, ${count('story')} story), warm server, GET /review/generate-card, full HTTP round trip`,
    )
    console.log(
      "first: the card is not stored yet (drawn and stored); cached: answered from the server's memory; storage: read from storage (memory forgot it); CPU: the server's, per card",
    )
    console.log(`vs headless Chromium (warm browser: new page, load the card's HTML, screenshot; launch itself ${ms(chromiumLaunch)})`)
    console.log(
      `${os.cpus().length} CPUs, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after\n`,
    )
    const cell = (value: string, width: number) => value.padStart(width)
    console.log(
      'size             first p50   first p95   first CPU   cached p50   cached p95   cached CPU   storage p50   storage p95   storage CPU   chromium p50   chromium p95   chromium/first p50',
    )
    for (const row of report) {
      console.log(
        `${row.size.padEnd(15)} ${cell(ms(row.first.p50), 10)}  ${cell(ms(row.first.p95), 10)}  ${cell(ms(row.first.cpuMsPerCard), 10)}  ${cell(ms(row.cached.p50), 11)}  ${cell(ms(row.cached.p95), 11)}  ${cell(ms(row.cached.cpuMsPerCard), 11)}  ${cell(ms(row.storage.p50), 12)}  ${cell(ms(row.storage.p95), 12)}  ${cell(ms(row.storage.cpuMsPerCard), 12)}  ${cell(ms(row.chromium.p50), 13)}  ${cell(ms(row.chromium.p95), 13)}  ${cell(`${row.firstVsChromiumP50.toFixed(1)}x`, 18)}`,
      )
    }
    const story = report.find((row) => row.size.startsWith('story'))!
    const verdicts = [
      [`first render p50 ≤ ${TARGETS.firstP50} ms, both sizes`, report.every((row) => row.first.p50 <= TARGETS.firstP50)],
      [`first render p95 ≤ ${TARGETS.firstP95} ms, both sizes`, report.every((row) => row.first.p95 <= TARGETS.firstP95)],
      [`cached p50 ≤ ${TARGETS.cachedP50} ms, both sizes (from memory)`, report.every((row) => row.cached.p50 <= TARGETS.cachedP50)],
      [
        `cached p50 ≤ ${TARGETS.cachedP50} ms, both sizes, read from storage too`,
        report.every((row) => !row.storage.n || row.storage.p50 <= TARGETS.cachedP50),
      ],
      [`story first render ≥ ${TARGETS.storyVsChromium}x faster than Chromium (p50)`, story.firstVsChromiumP50 >= TARGETS.storyVsChromium],
    ] as const
    console.log('')
    for (const [target, met] of verdicts) console.log(`${met ? '✓' : '✗'} ${target}`)
    mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    writeFileSync(
      path.join(root, 'bench-results/cards.json'),
      `${JSON.stringify({ ranAt: new Date().toISOString(), cpus: os.cpus().length, loadBefore, loadAfter, runs: RUNS, templates: CARD_TEMPLATES.length, chromiumLaunchMs: chromiumLaunch, targets: Object.fromEntries(verdicts), report }, null, 2)}\n`,
    )
    console.log('\nbench-results/cards.json written')
  } finally {
    const { disconnectDb } = await import('@/lib/db')
    await disconnectDb()
    await database.drop()
    rmSync(DATA_DIR, { recursive: true, force: true })
  }
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => stopChildren())
