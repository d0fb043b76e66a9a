// Draws the feature screenshots in public/features from the app's own assets (demo photos, real review
// card previews), so the feature pages and the Pro upsell show what the features do.
// Run: npx tsx tools/feature-art/generate.ts
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const root = process.cwd()
const out = (name: string) => {
  const file = path.join(root, 'public/features', name)
  mkdirSync(path.dirname(file), { recursive: true })
  return file
}
const W = 900
const H = 1200

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)

const background = (from: string, to: string) =>
  svg(W, H, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`)

const text = (x: number, y: number, size: number, content: string, { color = '#1c1917', weight = 700, anchor = 'start', family = 'Georgia, serif' } = {}) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${content}</text>`

async function rounded(file: string, width: number, height: number, radius = 28) {
  const mask = svg(width, height, `<rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/>`)
  return sharp(path.join(root, 'public', file)).resize(width, height, { fit: 'cover' }).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer()
}

const card = (x: number, y: number, width: number, height: number, radius = 32) =>
  ({ input: svg(width + 40, height + 40, `<rect x="20" y="24" width="${width}" height="${height}" rx="${radius}" fill="#1c1917" opacity="0.12"/><rect x="20" y="16" width="${width}" height="${height}" rx="${radius}" fill="#ffffff"/>`), left: x - 20, top: y - 16 })

async function reviewCards() {
  const story = await rounded('cards/previews/story-1.png', 380, 676, 30)
  const feed = await rounded('cards/previews/default.png', 400, 400, 30)
  const image = sharp(background('#fce7ef', '#f4a8c5')).composite([
    { input: svg(W, 200, text(60, 110, 60, 'Reviews for Instagram')), left: 0, top: 40 },
    card(70, 330, 380, 676),
    { input: story, left: 70, top: 330 },
    card(470, 500, 400, 400),
    { input: feed, left: 470, top: 500 },
  ])
  await image.png().toFile(out('review-cards/cover.png'))
  await sharp(background('#1c1917', '#3a2f38')).composite([{ input: await rounded('cards/previews/story-4.png', 540, 960, 36), left: 180, top: 120 }]).png().toFile(out('review-cards/story.png'))
  await sharp(background('#f6f2f0', '#e9d9d2')).composite([{ input: await rounded('cards/previews/1.png', 760, 760, 36), left: 70, top: 220 }]).png().toFile(out('review-cards/feed.png'))
}

async function albumGrid(title: string, photos: number[], colourFrom: string, colourTo: string, file: string, label: string) {
  const tiles = await Promise.all(photos.map((n) => rounded(`demo/photo-${String(n).padStart(2, '0')}.jpg`, 360, 360, 24)))
  await sharp(background(colourFrom, colourTo))
    .composite([
      { input: svg(W, 220, text(60, 100, 60, title) + text(60, 160, 34, label, { color: '#6b625d', weight: 400, family: 'Helvetica, Arial, sans-serif' })), left: 0, top: 40 },
      ...tiles.flatMap((tile, index) => [card(60 + (index % 2) * 420, 320 + Math.floor(index / 2) * 420, 360, 360, 24), { input: tile, left: 60 + (index % 2) * 420, top: 320 + Math.floor(index / 2) * 420 }]),
    ])
    .png()
    .toFile(out(file))
}

async function smartAlbums() {
  await albumGrid('#bridal', [2, 4, 6, 8], '#f7e7e1', '#e9c9bf', 'smart-albums/cover.png', 'Suggested from your hashtags')
  await albumGrid('#editorial', [3, 9, 12, 15], '#ece9f3', '#cfc8e0', 'smart-albums/suggestions.png', 'Enable it, or dismiss it')
}

async function pro() {
  await albumGrid('Albums', [1, 5, 10, 14], '#fdf2f6', '#f9cfe0', 'pro/albums.png', 'Sorted for you by Smart Albums')
  const themes = await Promise.all(['basic', 'editorial', 'blush'].map(async (name, index) => {
    const colours = [['#ffffff', '#007aff'], ['#faf7f5', '#b4233c'], ['#fff5f8', '#d46a8c']][index]
    return svg(240, 420, `<rect width="240" height="420" rx="26" fill="${colours[0]}"/><rect x="20" y="24" width="200" height="150" rx="16" fill="${colours[1]}" opacity="0.85"/><rect x="20" y="196" width="140" height="16" rx="8" fill="#1c1917"/><rect x="20" y="226" width="180" height="10" rx="5" fill="#a8a29e"/><rect x="20" y="246" width="160" height="10" rx="5" fill="#a8a29e"/><rect x="20" y="290" width="92" height="92" rx="12" fill="${colours[1]}" opacity="0.45"/><rect x="126" y="290" width="92" height="92" rx="12" fill="${colours[1]}" opacity="0.3"/>`)
  }))
  await sharp(background('#1c1917', '#4a2c34'))
    .composite([
      { input: svg(W, 220, text(60, 100, 60, 'Every design', { color: '#ffffff' }) + text(60, 160, 34, 'Paid themes and your own colours', { color: '#e7e0dc', weight: 400, family: 'Helvetica, Arial, sans-serif' })), left: 0, top: 40 },
      ...themes.map((input, index) => ({ input, left: 60 + index * 270, top: 420 + (index % 2) * 60 })),
    ])
    .png()
    .toFile(out('pro/design.png'))
  const previews = await Promise.all(['story-2', 'story-7', 'story-11'].map((id) => rounded(`cards/previews/${id}.png`, 250, 444, 22)))
  await sharp(background('#fce7ef', '#ea76a1'))
    .composite([
      { input: svg(W, 220, text(60, 100, 60, 'All card templates') + text(60, 160, 34, 'Every Story and Feed design', { color: '#44403c', weight: 400, family: 'Helvetica, Arial, sans-serif' })), left: 0, top: 40 },
      ...previews.map((input, index) => ({ input, left: 60 + index * 270, top: 400 + (index === 1 ? 80 : 0) })),
    ])
    .png()
    .toFile(out('pro/templates.png'))
  await sharp(out('pro/albums.png')).toFile(out('pro/cover.png'))
}

async function simple(file: string, title: string, subtitle: string, from: string, to: string) {
  await sharp(background(from, to))
    .composite([{ input: svg(W, H, text(W / 2, 560, 72, title, { anchor: 'middle' }) + text(W / 2, 640, 36, subtitle, { anchor: 'middle', color: '#44403c', weight: 400, family: 'Helvetica, Arial, sans-serif' })), left: 0, top: 0 }])
    .png()
    .toFile(out(file))
}

await reviewCards()
await smartAlbums()
await pro()
await simple('custom-domain/cover.png', 'yourname.com.au', 'Your website, on your own address', '#e0f2fe', '#bae6fd')
await simple('card-payments/cover.png', 'Deposits by card', 'Paid when the client accepts your offer', '#ecfccb', '#d9f99d')
console.log('feature art written to public/features')
