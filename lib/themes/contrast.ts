// Owners pick any colour; text and buttons drawn with it must stay readable (WCAG AA, 4.5:1).
const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

const toHex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

/** The colour, darkened (or lightened) just enough to reach `ratio` against `background`. */
export function readableOn(colour: string, background: string, ratio = 4.5): string {
  if (contrast(colour, background) >= ratio) return colour
  const n = Number.parseInt(colour.slice(1), 16)
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  const towards = luminance(background) > 0.5 ? 0 : 255
  for (let step = 1; step <= 20; step++) {
    const mixed = toHex(...(rgb.map((v) => v + ((towards - v) * step) / 20) as [number, number, number]))
    if (contrast(mixed, background) >= ratio) return mixed
  }
  return towards === 0 ? '#000000' : '#ffffff'
}

/** White or near-black text on a filled colour, whichever reads better. */
export const textOn = (fill: string) => (contrast('#ffffff', fill) >= contrast('#111111', fill) ? '#ffffff' : '#111111')
