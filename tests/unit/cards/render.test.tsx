// The renderer's own promises: shadows pre-blurred look like the blur they replace, the masks and
// patterns it leaves out change no pixel, every picture arrives at the size it is drawn, and every
// template paints its whole canvas (the PNG carries no alpha).
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildCardContent } from '@/lib/cards/content'
import { loadCoreFonts } from '@/lib/cards/fonts'
import { loadCardAsset, renderCardSvg } from '@/lib/cards/render'
import { SAMPLE_OWNER, SAMPLE_REVIEW } from '@/lib/cards/sample'
import { bakeShadows, parseShadowColor } from '@/lib/cards/shadows'
import { simplifyCardSvg } from '@/lib/cards/simplify-svg'
import { CARD_TEMPLATES } from '@/lib/cards/templates'

const RESVG = { font: { loadSystemFonts: false } }

async function rgba(svg: string) {
  return (await renderAsync(svg, RESVG)).pixels
}

const countOf = (svg: string, text: string) => svg.split(text).length - 1

describe('shadows', () => {
  it('reads the colours satori passes through', () => {
    expect(parseShadowColor('rgba(0,0,0,0.2)')).toEqual({ r: 0, g: 0, b: 0, a: 0.2 })
    expect(parseShadowColor('rgb(120, 40, 60)')).toEqual({ r: 120, g: 40, b: 60, a: 1 })
    expect(parseShadowColor('rgba(10,20,30,25%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.25 })
    expect(parseShadowColor('#a0b')).toEqual({ r: 0xaa, g: 0, b: 0xbb, a: 1 })
    expect(parseShadowColor('#11223380')).toEqual({ r: 0x11, g: 0x22, b: 0x33, a: 0x80 / 255 })
    expect(parseShadowColor('black')).toBeNull()
  })

  it('draws a box shadow like the blur it replaces, on a rotated rounded box and a square one', async () => {
    const svg = await satori(
      <div style={{ display: 'flex', width: 400, height: 400, backgroundColor: '#f4edf3' }}>
        <div
          style={{
            position: 'absolute',
            top: 60,
            left: 50,
            width: 180,
            height: 220,
            backgroundColor: '#fff',
            borderRadius: 20,
            transform: 'rotate(-5deg)',
            boxShadow: '0 18px 36px rgba(40,0,30,0.25)',
          }}
        />
        <div style={{ position: 'absolute', top: 250, left: 250, width: 100, height: 60, backgroundColor: '#fff', boxShadow: '4px 4px 14px #0000004d' }} />
      </div>,
      { width: 400, height: 400, fonts: loadCoreFonts() },
    )
    expect(svg.match(/feGaussianBlur/g)).toHaveLength(2)
    const baked = await bakeShadows(svg)
    expect(baked).not.toContain('feGaussianBlur')
    // Each in strips around the box's empty middle.
    expect(countOf(baked, '<image ')).toBeGreaterThan(4)

    const [blurred, prepared] = await Promise.all([rgba(svg), rgba(baked)])
    let total = 0
    let worst = 0
    for (let i = 0; i < blurred.length; i++) {
      const difference = Math.abs(blurred[i] - prepared[i])
      total += difference
      worst = Math.max(worst, difference)
    }
    expect(total / blurred.length, 'mean difference per channel').toBeLessThan(0.5)
    // At most a few levels where the shadow is darkest: the filter rounds the colour at 8 bits, premultiplied.
    expect(worst, 'largest difference of one channel').toBeLessThanOrEqual(8)
  })

  it('leaves a shadow whose colour it cannot read to the rasteriser', async () => {
    const svg = await satori(
      <div style={{ display: 'flex', width: 200, height: 200, backgroundColor: '#fff' }}>
        <div style={{ width: 100, height: 100, backgroundColor: '#eee', boxShadow: '0 8px 20px black' }} />
      </div>,
      { width: 200, height: 200, fonts: loadCoreFonts() },
    )
    expect(await bakeShadows(svg)).toBe(svg)
  })
})

describe('masks and patterns that change no pixel', () => {
  it('fills a gradient background without its pattern, and leaves out the masks and clips that keep every pixel', async () => {
    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c2346a' } })
      .jpeg()
      .toBuffer()
    const svg = await satori(
      <div style={{ display: 'flex', flexDirection: 'column', width: 300, height: 300, backgroundImage: 'linear-gradient(160deg, #fbf0f3, #f6dde6)' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img> */}
        <img src={`data:image/jpeg;base64,${photo.toString('base64')}`} width={120} height={90} style={{ margin: 20 }} alt="" />
        <div style={{ display: 'flex', overflow: 'hidden', width: 200, height: 40, margin: 20, fontSize: 30, fontFamily: 'Inter' }}>
          Flawless bridal makeup that lasted all night
        </div>
      </div>,
      { width: 300, height: 300, fonts: loadCoreFonts() },
    )
    expect(svg).toContain('<pattern')
    const simplified = simplifyCardSvg(svg)
    expect(simplified).not.toContain('<pattern')
    expect(countOf(simplified, ' mask=')).toBeLessThan(countOf(svg, ' mask='))
    expect(countOf(simplified, ' clip-path=')).toBeLessThan(countOf(svg, ' clip-path='))
    expect((await rgba(simplified)).equals(await rgba(svg))).toBe(true)
  })

  it('keeps a gradient with see-through stops in its pattern (resvg rounds its tile otherwise)', async () => {
    const svg = await satori(<div style={{ display: 'flex', width: 100, height: 100, backgroundImage: 'linear-gradient(rgba(0,0,0,0.3), #f7eee7)' }} />, {
      width: 100,
      height: 100,
      fonts: loadCoreFonts(),
    })
    expect(simplifyCardSvg(svg)).toContain('<pattern')
  })
})

describe.each(CARD_TEMPLATES.map((template) => [template.id, template] as const))('card template %s', (id, template) => {
  it('draws the same pixels without the masks and patterns it leaves out, whatever the review', async () => {
    const other = { ...SAMPLE_REVIEW, source: 'partner', customerName: 'Zoë', comments: 'Short and sweet ✨', score: 4 }
    for (const [review, owner] of [
      [SAMPLE_REVIEW, SAMPLE_OWNER],
      [other, { businessName: 'Studio Ω', profileImg: null }],
    ] as const) {
      const content = await buildCardContent(template, review, owner)
      const drawn = await bakeShadows(
        await satori(template.layout.render({ content, palette: template.palette }), {
          width: template.width,
          height: template.height,
          fonts: loadCoreFonts(),
          loadAdditionalAsset: loadCardAsset,
        }),
      )
      const simplified = await renderCardSvg(template, content)
      expect(simplified).toBe(simplifyCardSvg(drawn))
      expect((await rgba(simplified)).equals(await rgba(drawn))).toBe(true)
    }
  })

  it('draws every photo and logo at the size it was prepared at, so none is resampled', async () => {
    const svg = await renderCardSvg(template, await buildCardContent(template, SAMPLE_REVIEW, SAMPLE_OWNER))
    const pictures = [...svg.matchAll(/<image x="[^"]+" y="[^"]+" width="([^"]+)" height="([^"]+)" href="data:image\/(?:png|jpeg);base64,([^"]+)"/g)]
    expect(pictures.length).toBeGreaterThan(0)
    for (const [, width, height, base64] of pictures) {
      const prepared = await sharp(Buffer.from(base64, 'base64')).metadata()
      expect(`${prepared.width}x${prepared.height}`).toBe(`${width}x${height}`)
    }
  })

  it('has every shadow pre-blurred and paints its whole canvas', async () => {
    const svg = await renderCardSvg(template, await buildCardContent(template, SAMPLE_REVIEW, SAMPLE_OWNER))
    expect(svg).not.toContain('feGaussianBlur')
    const pixels = await rgba(svg)
    let transparent = 0
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) transparent += 1
    expect(transparent, 'pixels not fully opaque').toBe(0)
  })
})
