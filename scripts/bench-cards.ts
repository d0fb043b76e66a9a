// `npm run bench:cards`: how fast review cards render on a warm server, per size, side by side with
// the approach this design replaces: headless Chromium loading an HTML page of the same card at the
// same size and taking a screenshot. Same templates, same review, same fonts and photos.
//   BENCH_RUNS=<renders per template, default 8> npm run bench:cards
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { chromiumLaunchOptions } from '../playwright.config'
import { buildIfStale, root, startServer, stopChildren } from './lib/processes'

const RUNS = Number(process.env.BENCH_RUNS ?? 8)
const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const summary = (values: number[]) => ({ n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), mean: values.reduce((a, b) => a + b, 0) / values.length })
const ms = (value: number) => `${value.toFixed(1)} ms`

async function main() {
  const { createTestDatabase } = await import('@/tests/support/database')
  const database = await createTestDatabase('bench')
  try {
    process.env.DATABASE_URL = database.url
    if (database.embedded) process.env.DATABASE_EMBEDDED = '1'
    const { seed } = await import('@/prisma/seed')
    const { prisma, disconnectDb } = await import('@/lib/db')
    const { DEMO_EMAIL } = await import('@/prisma/demo-owner')
    const { REVIEW_CARDS } = await import('@/lib/catalogue/features')
    await seed({ demo: true })
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } })
    await prisma.subscription.create({ data: { userId: owner.id, type: 'feature', featureId: REVIEW_CARDS, status: 'active', provider: 'test', priceCents: 499 } })
    const review = await prisma.review.findFirstOrThrow({ where: { userId: owner.id, status: 'visible', images: { isEmpty: false } }, orderBy: { date: 'desc' } })
    await disconnectDb()

    const { CARD_TEMPLATES } = await import('@/lib/cards/templates')
    const { buildCardContent } = await import('@/lib/cards/content')
    const { loadCoreFonts } = await import('@/lib/cards/fonts')
    const manifest = JSON.parse(readFileSync(path.join(root, 'lib/cards/fonts/manifest.json'), 'utf8')) as { core: Array<{ family: string; subset: string; weight: number; style: string; file: string }> }

    // The HTML pages Chromium screenshots: the same React elements, fonts as @font-face, photos inline.
    const fontFaces = manifest.core
      .map((font) => `@font-face{font-family:'${font.subset === 'latin' ? font.family : `${font.family} ${font.subset}`}';src:url(/fonts/${font.file}) format('woff');font-weight:${font.weight};font-style:${font.style}}`)
      .join('\n')
    loadCoreFonts()
    const pages = new Map<string, string>()
    for (const template of CARD_TEMPLATES) {
      const content = await buildCardContent(template, review, owner)
      const body = renderToStaticMarkup(createElement(() => template.layout.render({ content, palette: template.palette })))
      pages.set(template.id, `<!doctype html><html><head><meta charset="utf-8"><style>${fontFaces}\nhtml,body{margin:0;padding:0}*{box-sizing:border-box}</style></head><body>${body}</body></html>`)
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
    const times = { satori: { feed: [] as number[], story: [] as number[] }, chromium: { feed: [] as number[], story: [] as number[] } }
    let chromiumLaunch = 0
    try {
      const base = `http://127.0.0.1:${port}/review/generate-card/${review.id}`
      const renderOnce = async (id: string) => {
        const started = performance.now()
        const response = await fetch(`${base}?id=${id}`)
        const png = Buffer.from(await response.arrayBuffer())
        if (!response.ok || png.length < 1000) throw new Error(`card ${id} answered ${response.status}`)
        return performance.now() - started
      }
      // Warm the server: every template once, so fonts, photos and code paths are loaded.
      for (const template of CARD_TEMPLATES) await renderOnce(template.id)
      for (let run = 0; run < RUNS; run++) for (const template of CARD_TEMPLATES) times.satori[template.type].push(await renderOnce(template.id))

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
        for (let run = 0; run < RUNS; run++) for (const template of CARD_TEMPLATES) times.chromium[template.type].push(await shootOnce(template.id, template.width, template.height))
      } finally {
        await browser.close()
      }
    } finally {
      server.kill('SIGTERM')
      pageServer.close()
    }

    const report = (['feed', 'story'] as const).map((type) => {
      const satori = summary(times.satori[type])
      const browser = summary(times.chromium[type])
      return { size: type === 'feed' ? 'feed 500x500' : 'story 540x960', satori, chromium: browser, ratioP50: browser.p50 / satori.p50, ratioP95: browser.p95 / satori.p95 }
    })
    console.log(`\nReview cards: ${RUNS} renders of each of ${CARD_TEMPLATES.length} templates, warm server (GET /review/generate-card, full HTTP round trip)`)
    console.log(`vs headless Chromium (warm browser: new page, load the card's HTML, screenshot; launch itself ${ms(chromiumLaunch)})\n`)
    console.log('size            satori p50   satori p95   chromium p50   chromium p95   ratio p50   ratio p95')
    for (const row of report) {
      console.log(
        `${row.size.padEnd(15)} ${ms(row.satori.p50).padStart(10)}   ${ms(row.satori.p95).padStart(10)}   ${ms(row.chromium.p50).padStart(12)}   ${ms(row.chromium.p95).padStart(12)}   ${`${row.ratioP50.toFixed(1)}x`.padStart(9)}   ${`${row.ratioP95.toFixed(1)}x`.padStart(9)}`,
      )
    }
    mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    writeFileSync(path.join(root, 'bench-results/cards.json'), `${JSON.stringify({ runs: RUNS, templates: CARD_TEMPLATES.length, chromiumLaunchMs: chromiumLaunch, report }, null, 2)}\n`)
    console.log('\nbench-results/cards.json written')
  } finally {
    await database.drop()
  }
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => stopChildren())
