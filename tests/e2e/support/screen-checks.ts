// What every owner screen must hold to at phone size: nothing wider than the screen (at 360, 390 and
// 430 px wide, and on a desktop), and every control a thumb can hit (a 40x40 px area that answers to
// it, not covered by the top bar or the bottom tabs once scrolled to).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const PHONE = { width: 390, height: 844 }
const SMALL_PHONE = 360
const WIDTHS = [SMALL_PHONE, 430, 1280]
const MIN_TAP = 40

/** Controls people tap. Links in running text are left out (they flow with the sentence). */
const TAPPABLE = 'button, a[href], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], label:has(input[type="file"])'

/** Carousel dots: swiping is the way to move; the dots are the 24 px minimum of WCAG 2.5.8. */
const SMALLER = [{ name: /^Show slide \d+$/, min: 24 }]

/** In a whole-page snap, bars that stay on screen take their place in the page instead of covering it. */
const WHOLE_PAGE_STYLE = '[data-bottom-tabs], .sticky { position: static !important; }'

/** Waits until fonts, images (lazy ones too) and entrance animations (sheets sliding up) have settled. */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => ((image as HTMLImageElement).loading = 'eager')))
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
}

/** The widest element, when the page is wider than the screen. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= window.innerWidth) return null
    const culprit = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0]
    return `${document.documentElement.scrollWidth}px wide: ${culprit ? `${culprit.tagName.toLowerCase()}.${culprit.className}`.slice(0, 160) : '?'}`
  })
}

/** Controls whose tap area is under MIN_TAP, or that a fixed bar covers even once scrolled to. */
async function smallTargets(page: Page): Promise<string[]> {
  const smaller = SMALLER.map(({ name, min }) => ({ source: name.source, min }))
  return page.evaluate(
    ({ selector, minTap, smaller }) => {
      const problems: string[] = []
      const nameOf = (element: Element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50) || element.outerHTML.slice(0, 80)
      // A tap lands on the control itself, something inside it, or a label that controls it.
      const answers = (element: Element, hit: Element | null) => {
        if (!hit) return false
        if (hit === element || element.contains(hit)) return true
        const label = hit.closest('label')
        return label !== null && (label.control === element || label.contains(element))
      }
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (element.closest('[aria-hidden="true"], [inert]')) continue
        if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') continue
        const style = getComputedStyle(element)
        if (style.visibility === 'hidden' || style.display === 'none' || style.display === 'inline') continue
        let rect = element.getBoundingClientRect()
        if (rect.width <= 1 || rect.height <= 1) continue // visually hidden (sr-only)
        if (rect.left < 0 || rect.right > window.innerWidth) continue // further along a row that scrolls sideways
        element.scrollIntoView({ block: 'center', inline: 'nearest' })
        rect = element.getBoundingClientRect()
        const name = nameOf(element)
        const min = smaller.find((entry) => new RegExp(entry.source).test(name))?.min ?? minTap
        const x = rect.left + rect.width / 2
        const y = rect.top + rect.height / 2
        // A square around the centre (narrower for the exceptions): each edge must still answer. Hit
        // testing lands on whole pixels, hence the pixel to spare.
        const across = min / 2 - 1
        const down = minTap / 2 - 1
        const points: [number, number][] = [
          [x, y],
          [x - across, y],
          [x + across, y],
          [x, y - down],
          [x, y + down],
        ]
        // The screen's edge stops a thumb too: a control against it needs no room beyond it.
        const onScreen = (px: number, py: number) =>
          document.elementFromPoint(Math.min(Math.max(px, 0), window.innerWidth - 1), Math.min(Math.max(py, 0), window.innerHeight - 1))
        const misses = points.filter(([px, py]) => !answers(element, onScreen(px, py)))
        if (misses.length) {
          const covered = !answers(element, document.elementFromPoint(x, y))
          const hit = document.elementFromPoint(x, y)
          problems.push(
            covered
              ? `"${name}" is covered by ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}`.slice(0, 80) : 'nothing'}`
              : `"${name}" has a ${Math.round(rect.width)}x${Math.round(rect.height)} px tap area`,
          )
        }
      }
      window.scrollTo(0, 0)
      return problems
    },
    { selector: TAPPABLE, minTap: MIN_TAP, smaller },
  )
}

/**
 * Snaps the screen as it is (the whole page, or `view` for what one screen of a phone shows, as for
 * sheets and dialogs), then checks its width at other phone sizes and a desktop, and its tap targets.
 */
export async function look(page: Page, name: string, { view = false, taps = true }: { view?: boolean; taps?: boolean } = {}) {
  await settle(page)
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: !view, style: view ? undefined : WHOLE_PAGE_STYLE })
  const wide: string[] = []
  for (const width of [PHONE.width, ...WIDTHS]) {
    await page.setViewportSize({ width, height: PHONE.height })
    const problem = await overflow(page)
    if (problem) wide.push(`${width}: ${problem}`)
    // The smallest phone too, for people to look at.
    if (width === SMALL_PHONE)
      await page.screenshot({ path: test.info().outputPath(`${name}@${width}.png`), fullPage: !view, style: view ? undefined : WHOLE_PAGE_STYLE })
  }
  await page.setViewportSize(PHONE)
  expect.soft(wide, `${name}: nothing wider than the screen`).toEqual([])
  if (taps) expect.soft(await smallTargets(page), `${name}: tap targets`).toEqual([])
}
