// Satori's SVG, made fit for the rasteriser (Skia, lib/cards/render.ts): what Skia cannot draw is
// rewritten, and what costs it time and changes nothing goes.
// - A background gradient that satori wraps in a pattern of exactly the box it fills: the box is
//   filled with the gradient itself. Skia's SVG does not draw an objectBoundingBox pattern (the box
//   stayed empty, or one flat colour), and the gradient alone is the same fill.
// - A mask that is one white rectangle on whole pixels around all its element can paint (a picture's
//   own box, or the clip rectangle of a group): inside it, a mask keeps every pixel as it is.
// - A clip rectangle on whole pixels around a PNG or JPEG picture, which never paints outside its box.
// Skia draws each mask and clip path on a layer of its own: the last two save 1–2 ms of CPU a card, and
// move a few edge pixels by the layers' rounding. tests/unit/cards/render.test.tsx checks that no
// template keeps a pattern and that the masks and clips left out change nothing to the eye. The edits
// are gathered first and made in one pass: each copy of a card's SVG (a few hundred KB) costs 0.3 ms.

type Box = { x: number; y: number; width: number; height: number }
type Edit = { at: number; length: number; text: string }

const NUMBER = '(-?[\\d.]+)'
const RECT = `<rect x="${NUMBER}" y="${NUMBER}" width="${NUMBER}" height="${NUMBER}"`
/** Satori's overflow masks: one white rectangle. */
const WHITE_RECT_MASK = new RegExp(`<mask id="([^"]+)">${RECT} fill="#fff"/></mask>`, 'g')
const RECT_CLIP = new RegExp(`<clipPath id="([^"]+)">${RECT}/></clipPath>`, 'g')
/** A linear-gradient background: the pattern's tile is the box it fills, the gradient fills the tile. */
const GRADIENT_PATTERN = new RegExp(
  '<pattern id="([^"]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">' +
    '(<linearGradient id="([^"]+)"[^>]*>(?:<stop offset="[^"]*" stop-color="[^"]+"/>)+</linearGradient>)' +
    `<rect x="0" y="0" width="${NUMBER}" height="${NUMBER}" fill="url\\(#\\3\\)"/></pattern>`,
  'g',
)
const FILLED_RECT = new RegExp(`^${RECT} fill="url\\(#([^)]+)\\)"/>$`)
/** Satori writes a picture's box, then its href (a data URI, perhaps long), then the rest. */
const PICTURE = new RegExp(`<image x="${NUMBER}" y="${NUMBER}" width="${NUMBER}" height="${NUMBER}" href="`, 'g')
const MASKED_GROUP = /<g mask="url\(#([^)]+)\)" clip-path="url\(#([^)]+)\)">/g

const boxOf = ([x, y, width, height]: string[]): Box => ({ x: Number(x), y: Number(y), width: Number(width), height: Number(height) })
const onWholePixels = (box: Box) => [box.x, box.y, box.width, box.height].every(Number.isInteger)
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height
const reference = (attributes: string, name: string) => attributes.match(new RegExp(` ${name}="url\\(#([^)]+)\\)"`))?.[1]

/** Rectangles on whole pixels, by the id of the mask or clip path that is nothing else. */
function wholePixelRects(svg: string, pattern: RegExp): Map<string, Box> {
  const rects = new Map<string, Box>()
  for (const [, id, ...coordinates] of svg.matchAll(pattern)) {
    const box = boxOf(coordinates)
    if (onWholePixels(box)) rects.set(id, box)
  }
  return rects
}

/** The pattern's tile becomes its gradient, where every use of the pattern is a box of the tile's size. */
function gradientFills(svg: string): Edit[] {
  const edits: Edit[] = []
  for (const match of svg.matchAll(GRADIENT_PATTERN)) {
    const [pattern, id, gradient, gradientId, width, height] = match
    const url = `url(#${id})`
    const uses: Edit[] = []
    let everyUse = true
    for (let at = svg.indexOf(url); at >= 0 && everyUse; at = svg.indexOf(url, at + url.length)) {
      const rect = svg.slice(svg.lastIndexOf('<', at), svg.indexOf('>', at) + 1).match(FILLED_RECT)
      everyUse = rect?.[3] === width && rect[4] === height && rect[5] === id
      uses.push({ at, length: url.length, text: `url(#${gradientId})` })
    }
    if (everyUse && uses.length) edits.push({ at: match.index, length: pattern.length, text: gradient }, ...uses)
  }
  return edits
}

function needlessMasksAndClips(svg: string): Edit[] {
  const masks = wholePixelRects(svg, WHITE_RECT_MASK)
  const clips = wholePixelRects(svg, RECT_CLIP)
  const edits: Edit[] = []
  for (const match of svg.matchAll(PICTURE)) {
    const box = boxOf(match.slice(1))
    const href = match.index + match[0].length
    // What follows the href, up to the end of the tag: short, whatever the size of the picture.
    const rest = svg.indexOf('"', href)
    const end = svg.indexOf('>', rest)
    const attributes = svg.slice(rest, end)
    if (attributes.includes(' transform=')) continue
    let simpler = attributes
    const maskId = reference(attributes, 'mask')
    const mask = maskId && masks.get(maskId)
    if (mask && contains(mask, box)) simpler = simpler.replace(` mask="url(#${maskId})"`, '')
    const clipId = reference(attributes, 'clip-path')
    const clip = clipId && clips.get(clipId)
    const raster = svg.startsWith('data:image/png;', href) || svg.startsWith('data:image/jpeg;', href)
    if (raster && clip && contains(clip, box)) simpler = simpler.replace(` clip-path="url(#${clipId})"`, '')
    if (simpler !== attributes) edits.push({ at: rest, length: attributes.length, text: simpler })
  }
  // A group paints no more than its clip rectangle.
  for (const match of svg.matchAll(MASKED_GROUP)) {
    const [group, maskId, clipId] = match
    const mask = masks.get(maskId)
    const clip = clips.get(clipId)
    if (mask && clip && contains(mask, clip)) edits.push({ at: match.index, length: group.length, text: `<g clip-path="url(#${clipId})">` })
  }
  return edits
}

function applyEdits(svg: string, edits: Edit[]): string {
  let edited = ''
  let from = 0
  for (const { at, length, text } of edits.sort((a, b) => a.at - b.at)) {
    edited += svg.slice(from, at) + text
    from = at + length
  }
  return edited + svg.slice(from)
}

/** Only what Skia needs to draw the card at all: its gradient patterns as the gradients they hold. */
export const withGradientFills = (svg: string) => applyEdits(svg, gradientFills(svg))

export const simplifyCardSvg = (svg: string) => applyEdits(svg, [...gradientFills(svg), ...needlessMasksAndClips(svg)])
