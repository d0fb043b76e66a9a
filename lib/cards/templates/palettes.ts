// The cards' colour stories: each template pairs a layout with one of these, light or dark.
export type Palette = {
  theme: 'light' | 'dark'
  /** Card background and its second stop, for soft gradients. */
  bg: string
  bg2: string
  /** Panels, frames and polaroid borders. */
  surface: string
  ink: string
  muted: string
  accent: string
  accentSoft: string
  /** Text on the accent colour. */
  onAccent: string
  line: string
  star: string
  starEmpty: string
}

const light = (p: Omit<Palette, 'theme' | 'surface' | 'star' | 'onAccent'> & Partial<Pick<Palette, 'surface' | 'onAccent'>>): Palette => ({
  theme: 'light',
  surface: '#ffffff',
  star: '#e9a80c',
  onAccent: '#ffffff',
  ...p,
})
const dark = (p: Omit<Palette, 'theme' | 'star' | 'onAccent'> & Partial<Pick<Palette, 'onAccent'>>): Palette => ({
  theme: 'dark',
  star: '#f6c453',
  onAccent: '#1a1216',
  ...p,
})

export const palettes = {
  rose: light({
    bg: '#fbf0f3',
    bg2: '#f6dde6',
    ink: '#2a1a20',
    muted: '#8a6a76',
    accent: '#c2346a',
    accentSoft: '#f6d3e0',
    line: '#ecd2dc',
    starEmpty: '#ead3db',
  }),
  nude: light({
    bg: '#f7eee7',
    bg2: '#edd9cb',
    surface: '#fffaf6',
    ink: '#3a2a22',
    muted: '#8b7366',
    accent: '#a9634a',
    accentSoft: '#ecd5c7',
    line: '#e2cfc2',
    starEmpty: '#e6d6cb',
  }),
  mauve: light({
    bg: '#f4edf3',
    bg2: '#e6d3e3',
    ink: '#2e2230',
    muted: '#85718a',
    accent: '#8e4f7f',
    accentSoft: '#e6d4e4',
    line: '#e0cfdf',
    starEmpty: '#e4d6e3',
  }),
  sage: light({
    bg: '#eff2eb',
    bg2: '#dbe4d6',
    surface: '#fbfcf9',
    ink: '#22302a',
    muted: '#6b7b70',
    accent: '#54735c',
    accentSoft: '#d5e0d2',
    line: '#d3dccf',
    starEmpty: '#d9e0d4',
  }),
  champagne: light({
    bg: '#f9f4ea',
    bg2: '#efe3c9',
    surface: '#fffdf8',
    ink: '#2f2616',
    muted: '#857656',
    accent: '#9c7631',
    accentSoft: '#ecdfc1',
    line: '#e6d9bc',
    starEmpty: '#ebe0c9',
  }),
  peach: light({
    bg: '#fdf1ea',
    bg2: '#f8d9c8',
    ink: '#3b2019',
    muted: '#94685a',
    accent: '#d2603f',
    accentSoft: '#f8d6c8',
    line: '#f0d3c6',
    starEmpty: '#f1dcd2',
  }),
  lilac: light({
    bg: '#f3f0fb',
    bg2: '#e0d9f3',
    ink: '#231d38',
    muted: '#766d95',
    accent: '#6650b0',
    accentSoft: '#ddd5f3',
    line: '#ddd6f0',
    starEmpty: '#e2dcf2',
  }),
  noirRose: dark({
    bg: '#1b1216',
    bg2: '#2d1a23',
    surface: '#2a1b22',
    ink: '#fbeef3',
    muted: '#c9a8b6',
    accent: '#f08bb0',
    accentSoft: '#3d2530',
    line: '#4a3039',
    starEmpty: '#4d343e',
  }),
  espresso: dark({
    bg: '#211915',
    bg2: '#3a2a21',
    surface: '#30241e',
    ink: '#f7ebe2',
    muted: '#c4ab9b',
    accent: '#e3b38e',
    accentSoft: '#4a372c',
    line: '#4b3a30',
    starEmpty: '#54433a',
  }),
  plum: dark({
    bg: '#21131e',
    bg2: '#3b1f35',
    surface: '#2f1c2b',
    ink: '#f8eaf4',
    muted: '#caa5c0',
    accent: '#e8a0cf',
    accentSoft: '#4a2c44',
    line: '#4c3147',
    starEmpty: '#553a50',
  }),
  midnight: dark({
    bg: '#11151e',
    bg2: '#1f2738',
    surface: '#1b2130',
    ink: '#eef1f7',
    muted: '#a3adc2',
    accent: '#d8b66e',
    accentSoft: '#2c3446',
    line: '#2f3849',
    starEmpty: '#394255',
  }),
  forest: dark({
    bg: '#121b16',
    bg2: '#1f3127',
    surface: '#1b2820',
    ink: '#edf3ee',
    muted: '#a5b8aa',
    accent: '#c5d8a4',
    accentSoft: '#2a3d31',
    line: '#2d4034',
    starEmpty: '#37493d',
  }),
  oxblood: dark({
    bg: '#260d12',
    bg2: '#45151f',
    surface: '#36131a',
    ink: '#fbece6',
    muted: '#d6a9a4',
    accent: '#f2c09d',
    accentSoft: '#4d1f27',
    line: '#54252d',
    starEmpty: '#5e2f37',
  }),
} satisfies Record<string, Palette>

export type PaletteName = keyof typeof palettes
