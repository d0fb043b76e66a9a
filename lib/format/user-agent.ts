// A browser's user-agent in a few words for a person ("Safari on iPhone"): the signed contract's audit line
// shows the owner where her client signed, not the raw header. A rough reading is enough here.

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
]

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, and iOS browsers name themselves apart.
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const firstMatch = (userAgent: string, table: Array<[RegExp, string]>) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null

/** "Safari on iPhone", "Chrome on Android", "a browser on Mac"; "an unknown browser" when it says nothing we know. */
export function describeUserAgent(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS)
  const system = firstMatch(userAgent, SYSTEMS)
  if (browser && system) return `${browser} on ${system}`
  if (system) return `a browser on ${system}`
  return browser ?? 'an unknown browser'
}
