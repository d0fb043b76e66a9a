// Customers type accents, emoji and other scripts. The cards draw them from fonts and pictures on
// disk: rendering must never reach the network (next/og would fetch from Google Fonts and a CDN).
import dns from 'node:dns'
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import path from 'node:path'
import satori from 'satori'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildCardContent } from '@/lib/cards/content'
import { twemojiCode } from '@/lib/cards/emoji'
import { fontStack, loadCoreFonts } from '@/lib/cards/fonts'
import { loadCardAsset, renderCardPng, renderCardSvg } from '@/lib/cards/render'
import { SAMPLE_OWNER } from '@/lib/cards/sample'
import { findCardTemplate } from '@/lib/cards/templates'
import manifest from '@/lib/cards/fonts/manifest.json'

const OUT = path.join('test-results', 'cards')
mkdirSync(OUT, { recursive: true })

const review = {
  customerName: 'Zoë Ångström-Łukasiewicz 💄',
  score: 5,
  comments:
    'Mia made me feel like a queen 👑😍✨ — the crème eyeshadow was parfait! Ça m’a plu. Спасибо! Ευχαριστώ! Cảm ơn! 谢谢 ありがとう 감사합니다 ขอบคุณ धन्यवाद 👩🏽‍🎤',
  images: ['/demo/photo-05.jpg'],
  source: 'glowfolio',
}

// Cold, the CJK fonts (several MB each) are parsed on first use: seconds on a busy machine.
describe('rendering text customers type', { timeout: 60_000 }, () => {
  const calls: string[] = []
  beforeEach(() => {
    calls.length = 0
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      calls.push(`fetch ${String(input)}`)
      throw new Error('no network in card rendering')
    })
    vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
      calls.push(`socket ${JSON.stringify(args[0])}`)
      throw new Error('no network in card rendering')
    })
    vi.spyOn(http, 'request').mockImplementation(() => {
      calls.push('http.request')
      throw new Error('no network')
    })
    vi.spyOn(https, 'request').mockImplementation(() => {
      calls.push('https.request')
      throw new Error('no network')
    })
    vi.spyOn(dns, 'lookup').mockImplementation((() => {
      calls.push('dns.lookup')
      throw new Error('no network')
    }) as never)
  })
  afterEach(() => vi.restoreAllMocks())

  it('draws emoji and accented names without any request leaving the machine', async () => {
    for (const id of ['story-1', 'default', '12']) {
      const template = findCardTemplate(id)!
      const content = await buildCardContent(template, { ...review, images: template.imagesNeeded ? review.images : [] }, SAMPLE_OWNER)
      const svg = await renderCardSvg(template, content)
      // Each emoji is a Twemoji SVG picture in the card, not a box.
      for (const emoji of ['💄', '👑', '😍', '✨']) {
        const file = path.join('node_modules/@twemoji/svg', `${twemojiCode(emoji)}.svg`)
        const { readFileSync } = await import('node:fs')
        expect(svg, `${emoji} on ${id}`).toContain(readFileSync(file).toString('base64').slice(0, 80))
      }
      const png = await renderCardPng(template, content)
      const meta = await sharp(png).metadata()
      expect([meta.width, meta.height]).toEqual([template.width, template.height])
      writeFileSync(path.join(OUT, `offline-text-${id}.png`), png)
    }
    expect(calls).toEqual([])
  })

  it('draws real glyphs for non-Latin scripts, never the missing-glyph box', async () => {
    // Base letters of each script (combining marks alone have no shape of their own to compare).
    const scripts: Record<string, string> = {
      Japanese: 'ありがとう日本',
      Korean: '감사합니다',
      Chinese: '谢谢你化妆',
      Arabic: 'شكرجميل',
      Hebrew: 'תודהרבה',
      Thai: 'ขอบคณสวย',
      Devanagari: 'धनयवदसर',
      Bengali: 'ধনযবদসর',
      Tamil: 'நனறஅழக',
      Cyrillic: 'СпасибоЖ',
      Greek: 'ΕυχαριστώΩ',
    }
    const glyph = async (char: string) => {
      const svg = await satori(<div style={{ display: 'flex', fontFamily: fontStack('Inter'), fontSize: 40 }}>{char}</div>, {
        width: 80,
        height: 80,
        fonts: loadCoreFonts(),
        loadAdditionalAsset: loadCardAsset,
      })
      return [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1]).join(' ')
    }
    // What a character no font has looks like: the fallback box (U+E000 is private use, in no font).
    const tofu = await glyph('\ue000')
    expect(tofu).toMatch(/^M/)
    for (const [script, letters] of Object.entries(scripts)) {
      const shapes = new Map<string, string>()
      for (const char of new Set(letters)) {
        const shape = await glyph(char)
        expect(shape, `${script} ${char} is drawn`).toMatch(/^M/)
        expect(shape, `${script} ${char} is not the missing-glyph box`).not.toBe(tofu)
        shapes.set(char, shape)
      }
      // Distinct letters, distinct shapes: a run of boxes (or of one fallback glyph) would repeat.
      expect(new Set(shapes.values()).size, script).toBe(shapes.size)
    }

    // And in a card, every script at once, for people to look at.
    const template = findCardTemplate('default')!
    const content = await buildCardContent(
      template,
      {
        ...review,
        images: [],
        customerName: 'さくら 김지은 王芳',
        comments: `${Object.values(scripts).join(' ')} — ありがとう 감사합니다 谢谢 شكرا תודה ขอบคุณ धन्यवाद ধন্যবাদ நன்றி`,
      },
      SAMPLE_OWNER,
    )
    writeFileSync(path.join(OUT, 'offline-text-scripts.png'), await renderCardPng(template, content))
    expect(calls).toEqual([])
  })

  it('has every accented Latin, Cyrillic, Greek and Vietnamese letter in the card fonts', () => {
    const text =
      'ÀÁÂÃÄÅĀĂĄÇĆČĐÈÉÊËĒĖĘĚĞÌÍÎÏĪĮİŁŃŇÑÒÓÔÕÖØŌŐŒŘŚŠŞŤÙÚÛÜŪŮŰŲÝŸŹŻŽàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿßđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹЖжЩщЁёΑαΩωΆά'
    const core = manifest.core.filter((entry) => entry.family === 'Inter' && entry.weight === 400)
    const missing = [...text].filter((char) => !core.some((entry) => entry.ranges.some(([a, b]) => char.codePointAt(0)! >= a && char.codePointAt(0)! <= b)))
    expect(missing).toEqual([])
    expect(loadCoreFonts().length).toBe(manifest.core.length)
  })

  it('never claims a score the customer did not give, and names the partner for partner reviews', async () => {
    const template = findCardTemplate('default')!
    const content = await buildCardContent(template, { ...review, images: [], score: 3, source: 'Zendesk' }, { businessName: 'Glow by Mia', profileImg: null })
    const svg = await renderCardSvg(template, content)
    expect(content.score).toBe(3)
    expect(content.source).toMatchObject({ kind: 'partner', label: 'collected by', name: 'Zendesk' })
    // Satori embeds the star line as one SVG picture: three filled stars and two empty ones.
    const pictures = [...svg.matchAll(/href="data:image\/svg\+xml;utf8,([^"]+)"/g)].map((m) => decodeURIComponent(m[1]))
    const starLine = pictures.find((picture) => picture.includes('M12 2.5l2.94'))!
    expect(starLine.match(/fill="#e9a80c"/g)).toHaveLength(3)
    expect(starLine.match(/fill="#ead3db"/g)).toHaveLength(2)
    writeFileSync(path.join(OUT, 'partner-three-stars.png'), await renderCardPng(template, content))
  })
})
