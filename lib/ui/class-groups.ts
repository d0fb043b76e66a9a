// The Tailwind class groups `cn()` merges: the ones this app's classes use, where tailwind-merge's default
// config knows every Tailwind utility (7 KB of Brotli on every screen, and 22–107 ms to build its class map
// at the first merge on a phone). A prefix one group owns takes any value (`isAny`), so a new size or
// colour merges without an edit here; where groups share a prefix (text-, font-, border-, bg-), the exact
// words or a validator tell them apart. tests/unit/cn.test.ts checks every pair of classes the app uses
// against the default config and names the pair to fix when a new kind of class shows up.
import { validators, type Config } from 'tailwind-merge'

const { isAny, isAnyNonArbitrary, isArbitraryLength, isNumber, isTshirtSize } = validators

type Groups = Config<string, never>

const anyOf = (...prefixes: string[]) => Object.fromEntries(prefixes.map((prefix) => [prefix, [{ [prefix]: ['', isAny] }]]))

const SIDES = ['x', 'y', 't', 'r', 'b', 'l']

/** Padding or margin: all sides, x, y, and each side. */
const sides = (prefix: string) => anyOf(prefix, ...SIDES.map((side) => prefix + side))

const sideConflicts = (prefix: string) => ({
  [prefix]: SIDES.map((side) => prefix + side),
  [`${prefix}x`]: [`${prefix}r`, `${prefix}l`],
  [`${prefix}y`]: [`${prefix}t`, `${prefix}b`],
})

const lineStyles = ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']

export const classGroups: Groups['classGroups'] = {
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'table', 'contents', 'hidden'],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  flex: [{ flex: [isNumber, 'auto', 'initial', 'none'] }],
  grow: [{ grow: ['', isNumber] }],
  shrink: [{ shrink: ['', isNumber] }],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-align': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength] }],
  'text-color': [{ text: [isAny] }],
  'font-weight': [{ font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
  'font-family': [{ font: [isAnyNonArbitrary] }],
  'border-style': [{ border: lineStyles }],
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  'border-w': [{ border: ['', isNumber] }],
  'border-w-x': [{ 'border-x': ['', isNumber] }],
  'border-w-y': [{ 'border-y': ['', isNumber] }],
  'border-w-t': [{ 'border-t': ['', isNumber] }],
  'border-w-r': [{ 'border-r': ['', isNumber] }],
  'border-w-b': [{ 'border-b': ['', isNumber] }],
  'border-w-l': [{ 'border-l': ['', isNumber] }],
  'border-color': [{ border: [isAny] }],
  'divide-y': [{ 'divide-y': ['', isNumber] }],
  'divide-color': [{ divide: [isAny] }],
  'outline-style': [{ outline: lineStyles }],
  'outline-w': [{ outline: ['', isNumber] }],
  'outline-offset': [{ 'outline-offset': [isAny] }],
  'outline-color': [{ outline: [isAny] }],
  'ring-w': [{ ring: ['', isNumber] }],
  'ring-offset-w': [{ 'ring-offset': [isNumber] }],
  'ring-offset-color': [{ 'ring-offset': [isAny] }],
  'ring-color': [{ ring: [isAny] }],
  'bg-image': [{ bg: ['none'] }],
  'bg-color': [{ bg: [isAny] }],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  'object-position': [{ object: [isAny] }],
  overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  'overflow-x': [{ 'overflow-x': [isAny] }],
  'overflow-y': [{ 'overflow-y': [isAny] }],
  'snap-align': [{ snap: ['start', 'end', 'center', 'align-none'] }],
  'justify-self': [{ 'justify-self': [isAny] }],
  'justify-content': [{ justify: [isAny] }],
  'text-decoration-offset': [{ 'underline-offset': [isAny] }],
  blur: [{ blur: ['', isAny] }],
  transition: [{ transition: ['', isAny] }],
  ...sides('p'),
  ...sides('m'),
  ...anyOf('inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'),
  ...anyOf('w', 'h', 'size', 'min-w', 'min-h', 'max-w', 'max-h', 'basis', 'aspect'),
  ...anyOf('gap', 'gap-x', 'gap-y', 'space-y', 'grid-cols', 'items', 'align', 'z', 'opacity'),
  ...anyOf('leading', 'tracking', 'whitespace', 'break', 'line-clamp', 'cursor', 'touch', 'animate', 'fill'),
  ...anyOf('rotate', 'scale', 'translate-x', 'translate-y', 'rounded', 'rounded-t', 'shadow'),
  ...anyOf('from', 'via', 'to'),
}

export const conflictingClassGroups: Groups['conflictingClassGroups'] = {
  ...sideConflicts('p'),
  ...sideConflicts('m'),
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  flex: ['basis', 'grow', 'shrink'],
  overflow: ['overflow-x', 'overflow-y'],
  'line-clamp': ['display', 'overflow'],
  'font-size': ['leading'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  rounded: ['rounded-t'],
}
