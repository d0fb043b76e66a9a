// The focus after a refusal (lib/ui/focus-first-invalid.ts), in Chromium on a plain page: the first field
// marked invalid takes the focus and comes on screen, also when it is marked frames after the refusal, as
// React's commit is on a busy phone (a slow CI machine caught the edit-profile form leaving it unfocused).
import { readFileSync } from 'node:fs'
import { transformSync } from 'esbuild'
import { expect, test } from './support/fixtures'

declare global {
  interface Window {
    /** The module, loaded into the page by the script tag below. */
    focusing: { focusFirstInvalid: (form: EventTarget | null) => void }
  }
}

const script = transformSync(readFileSync('lib/ui/focus-first-invalid.ts', 'utf8'), { loader: 'ts', format: 'iife', globalName: 'focusing' }).code

test.beforeEach(async ({ page }) => {
  await page.setContent(
    '<form id="form"><label>Name <input id="name"></label><div style="height: 3000px"></div><label>Mobile <input id="mobile"></label></form>',
  )
  await page.addScriptTag({ content: script })
})

test('the field already marked takes the focus and comes on screen', async ({ page }) => {
  await page.evaluate(() => {
    document.getElementById('mobile')!.setAttribute('aria-invalid', 'true')
    window.focusing.focusFirstInvalid(document.getElementById('form'))
  })
  await expect(page.getByLabel('Mobile')).toBeFocused()
  await expect(page.getByLabel('Mobile')).toBeInViewport()
})

test('a field marked frames after the refusal takes the focus when it is marked', async ({ page }) => {
  await page.evaluate(() => {
    window.focusing.focusFirstInvalid(document.getElementById('form'))
    setTimeout(() => document.getElementById('mobile')!.setAttribute('aria-invalid', 'true'), 300)
  })
  await expect(page.getByLabel('Mobile')).toBeFocused()
  await expect(page.getByLabel('Mobile')).toBeInViewport()
})

test('a form with nothing marked keeps the focus where it is', async ({ page }) => {
  await page.getByLabel('Name').focus()
  await page.evaluate(() => window.focusing.focusFirstInvalid(document.getElementById('form')))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(page.getByLabel('Name')).toBeFocused()
})
