// Draws the demo photos in public/demo (this machine has no stock photography): makeup-inspired
// still lifes (palettes, swatches, powders) as SVG, rasterised by sharp. Run: npx tsx tools/demo-art/generate.ts
import sharp from 'sharp'
import path from 'node:path'

const out = path.join(process.cwd(), 'public/demo')
const size = 1080

function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296
    return seed / 4294967296
  }
}

type Palette = { bg: [string, string]; tones: string[] }
const palettes: Palette[] = [
  { bg: ['#f7e7e1', '#e9c9bf'], tones: ['#c9826b', '#a4553f', '#e3a796', '#7d3b2c', '#f0c2a8', '#b86b5a'] },
  { bg: ['#f3e6ef', '#dcbfd3'], tones: ['#b25b86', '#8c3a63', '#e59dc0', '#5e2443', '#d67aa5', '#f2bfd6'] },
  { bg: ['#efe8df', '#d8c6b1'], tones: ['#a67c52', '#7a5232', '#d4a77a', '#4e3320', '#c28e5c', '#e8c9a0'] },
  { bg: ['#1d1a1f', '#3a2f38'], tones: ['#c48a9b', '#e8c07d', '#9c5f73', '#f0d9b5', '#7d4458', '#d9a2b4'] },
  { bg: ['#f9efe9', '#f1d6cb'], tones: ['#e07a5f', '#c0504a', '#f2a68b', '#8f2d2d', '#f4c7b0', '#d9684f'] },
  { bg: ['#ece9f3', '#cfc8e0'], tones: ['#8d7bb8', '#5f4b8b', '#b8a9d9', '#3e2f63', '#a18fce', '#d8cdef'] },
]

function palettePans(p: Palette, r: () => number) {
  const pans: string[] = []
  const cols = 3
  const rows = 2
  const cell = 260
  const x0 = (size - cols * cell) / 2 + cell / 2
  const y0 = (size - rows * cell) / 2 + cell / 2
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const tone = p.tones[(row * cols + col) % p.tones.length]
      const cx = x0 + col * cell
      const cy = y0 + row * cell
      pans.push(`<circle cx="${cx}" cy="${cy}" r="104" fill="#2b2326" opacity="0.18"/>
        <circle cx="${cx}" cy="${cy - 4}" r="98" fill="${tone}"/>
        <ellipse cx="${cx - 30 + r() * 20}" cy="${cy - 40}" rx="46" ry="18" fill="#fff" opacity="${0.18 + r() * 0.12}"/>`)
    }
  }
  return `<rect x="${(size - 860) / 2}" y="${(size - 620) / 2}" width="860" height="620" rx="48" fill="#fbf8f6" opacity="0.9"/>${pans.join('')}`
}

function swatches(p: Palette, r: () => number) {
  return p.tones
    .map((tone, i) => {
      const y = 200 + i * 120
      const wobble = 30 + r() * 40
      return `<path d="M ${140 + r() * 40} ${y} C ${400} ${y - wobble}, ${620} ${y + wobble}, ${930 - r() * 60} ${y - 10}" stroke="${tone}" stroke-width="${70 + r() * 20}" stroke-linecap="round" fill="none" opacity="0.92"/>`
    })
    .join('')
}

function powders(p: Palette, r: () => number) {
  const blobs = Array.from({ length: 9 }, (_, i) => {
    const tone = p.tones[i % p.tones.length]
    return `<circle cx="${160 + r() * 760}" cy="${160 + r() * 760}" r="${90 + r() * 150}" fill="${tone}" opacity="${0.35 + r() * 0.4}" filter="url(#soft)"/>`
  }).join('')
  return `${blobs}<circle cx="540" cy="540" r="220" fill="#fbf8f6" opacity="0.85"/><circle cx="540" cy="540" r="190" fill="${p.tones[0]}" opacity="0.9"/><circle cx="500" cy="480" r="60" fill="#fff" opacity="0.2"/>`
}

function lipsticks(p: Palette, r: () => number) {
  return p.tones
    .slice(0, 5)
    .map((tone, i) => {
      const x = 190 + i * 165
      const h = 340 + r() * 120
      return `<g transform="rotate(${-8 + r() * 16} ${x} 800)">
        <rect x="${x - 52}" y="${800 - 190}" width="104" height="250" rx="14" fill="#2b2326"/>
        <rect x="${x - 44}" y="${800 - 250}" width="88" height="80" rx="10" fill="#c9a66b"/>
        <path d="M ${x - 40} ${800 - 250} L ${x - 40} ${800 - h} Q ${x} ${800 - h - 70} ${x + 40} ${800 - h + 20} L ${x + 40} ${800 - 250} Z" fill="${tone}"/>
      </g>`
    })
    .join('')
}

const makers = [palettePans, swatches, powders, lipsticks]

async function draw(name: string, index: number, width = size, height = size) {
  const p = palettes[index % palettes.length]
  const r = rng(index * 7919 + 17)
  const art = makers[index % makers.length](p, r)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="28"/></filter>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${index}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.06"/></feComponentTransfer></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    ${art}
    <rect width="100%" height="100%" filter="url(#grain)"/>
  </svg>`
  await sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(out, name))
}

/** The smaller widths uploads get (lib/images/process-image.ts), as name-w{width}.jpg beside the photo. */
async function variants(name: string, widths: number[]) {
  for (const width of widths) {
    await sharp(path.join(out, name))
      .resize({ width })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(path.join(out, name.replace('.jpg', `-w${width}.jpg`)))
  }
}

for (let i = 0; i < 16; i++) {
  const name = `photo-${String(i + 1).padStart(2, '0')}.jpg`
  await draw(name, i)
  await variants(name, [425, 768])
}
await draw('profile.jpg', 2, 512, 512)
await variants('profile.jpg', [425])
for (let i = 0; i < 3; i++) {
  await draw(`cover-${i + 1}.jpg`, i + 4, 1600, 1000)
  await variants(`cover-${i + 1}.jpg`, [425, 768, 1024])
}
console.log('demo art written to public/demo')
