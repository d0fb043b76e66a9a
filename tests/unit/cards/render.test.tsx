// The renderer's own promises: shadows pre-blurred look like the blur they replace, the gradients it
// takes out of their patterns (which Skia does not draw) look like the patterns, the masks and clips it
// leaves out change nothing to the eye, every picture arrives at the size it is drawn, and every
// template paints its whole canvas (the PNG carries no alpha).
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildCardContent } from '@/lib/cards/content'
import { loadCoreFonts } from '@/lib/cards/fonts'
import { loadCardAsset, rasteriseSvg, renderCardPng, renderCardSvg } from '@/lib/cards/render'
import { SAMPLE_OWNER, SAMPLE_REVIEW } from '@/lib/cards/sample'
import { bakeShadows, parseShadowColor } from '@/lib/cards/shadows'
import { simplifyCardSvg, withGradientFills } from '@/lib/cards/simplify-svg'
import { CARD_TEMPLATES } from '@/lib/cards/templates'

/** What the cards' rasteriser draws of an SVG satori wrote, at its own size. */
function rgba(svg: string) {
  const [, width, height] = svg.match(/^<svg width="(\d+)" height="(\d+)"/) ?? []
  return rasteriseSvg(svg, Number(width), Number(height))
}

/** The mean difference per channel between two drawings of the same size. */
function meanDifference(a: Buffer, b: Buffer) {
  let total = 0
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i])
  return total / a.length
}

/**
 * The same picture to the eye: Skia draws a mask or clip on a layer of its own, and blending it back
 * moves a few hundred channels of a card's millions by a level or so, on edges (a few dozen levels, at
 * worst, on one anti-aliased pixel).
 */
function expectSamePicture(drawn: Buffer, reference: Buffer) {
  let differing = 0
  for (let i = 0; i < drawn.length; i++) if (drawn[i] !== reference[i]) differing += 1
  expect(differing / drawn.length, 'share of channels that differ').toBeLessThan(0.001)
  expect(meanDifference(drawn, reference), 'mean difference per channel').toBeLessThan(0.001)
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

    // The blur as SVG defines it, drawn by resvg: Skia's own filter tints a see-through flood colour.
    const [blurred, prepared] = await Promise.all([new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels, rgba(baked)])
    let total = 0
    let worst = 0
    for (let i = 0; i < blurred.length; i++) {
      const difference = Math.abs(blurred[i] - prepared[i])
      total += difference
      worst = Math.max(worst, difference)
    }
    expect(total / blurred.length, 'mean difference per channel').toBeLessThan(0.5)
    // At most a few levels where the shadow is darkest (the filter rounds the colour at 8 bits, premultiplied),
    // and where the two rasterisers anti-alias the box's edge.
    expect(worst, 'largest difference of one channel').toBeLessThanOrEqual(10)
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

describe('patterns, masks and clips', () => {
  it('fills a gradient background without its pattern, as librsvg draws the pattern, and leaves out the masks and clips that keep every pixel', async () => {
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
    expectSamePicture(await rgba(simplified), await rgba(withGradientFills(svg)))
    // Skia draws no pattern: librsvg draws satori's own (edges anti-aliased a little differently).
    const asDrawnByLibrsvg = await sharp(Buffer.from(svg)).raw().toBuffer()
    expect(meanDifference(await rgba(simplified), asDrawnByLibrsvg)).toBeLessThan(1)
  })

  it('takes a gradient with see-through stops out of its pattern too', async () => {
    const svg = await satori(
      <div style={{ display: 'flex', width: 100, height: 100, backgroundColor: '#fff', backgroundImage: 'linear-gradient(rgba(0,0,0,0.3), #f7eee7)' }} />,
      { width: 100, height: 100, fonts: loadCoreFonts() },
    )
    const filled = withGradientFills(svg)
    expect(filled).not.toContain('<pattern')
    expect(meanDifference(await rgba(filled), await sharp(Buffer.from(svg)).raw().toBuffer())).toBeLessThan(1)
  })
})

describe('the canvas', () => {
  it('draws cards of one size at the same time as it draws them one by one (each size has one canvas)', async () => {
    const [first, second] = CARD_TEMPLATES.filter((template) => template.type === 'story')
    const contents = await Promise.all([first, second].map((template) => buildCardContent(template, SAMPLE_REVIEW, SAMPLE_OWNER)))
    const oneByOne = [await renderCardPng(first, contents[0]), await renderCardPng(second, contents[1])]
    const atOnce = await Promise.all([renderCardPng(first, contents[0]), renderCardPng(second, contents[1])])
    expect(atOnce[0].equals(oneByOne[0])).toBe(true)
    expect(atOnce[1].equals(oneByOne[1])).toBe(true)
    expect(oneByOne[0].equals(oneByOne[1])).toBe(false)
  })
})

describe.each(CARD_TEMPLATES.map((template) => [template.id, template] as const))('card template %s', (id, template) => {
  it('keeps no pattern, and draws the same picture without the masks and clips it leaves out, whatever the review', async () => {
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
      expect(simplified).not.toContain('<pattern')
      expectSamePicture(await rgba(simplified), await rgba(withGradientFills(drawn)))
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
