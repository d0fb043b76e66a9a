// Instants as text in a time zone through the browser's own Intl, for the few date-fns patterns the app
// writes ('EEEE d MMMM', 'd MMM yyyy', 'd MMM, h:mm aaa', 'yyyy-MM-dd'…), with date-fns' English words:
// every screen showing a date then loads no date library, and the server writes the same text (a unit
// test holds it to date-fns' format for each pattern in many zones). A pattern with another token throws.
const TOKENS = /'[^']*'|EEEE|EEE|MMMM|MMM|MM|yyyy|yy|dd|d|HH|h|mm|aaa|a|zzz|[A-Za-z]|[^A-Za-z']+/g

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

type Parts = { weekday: string; month: string; monthNumber: string; day: string; year: string; hour: number; minute: string; offset: () => string }

const formats = new Map<string, Intl.DateTimeFormat>()

const offsets = new Map<string, Intl.DateTimeFormat>()

/** "GMT+11", "GMT+5:30", "GMT+0", as date-fns writes 'zzz'. */
function offsetIn(instant: Date, timeZone: string): string {
  const format = offsets.get(timeZone) ?? new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
  offsets.set(timeZone, format)
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  return name === 'GMT' ? 'GMT+0' : name
}

function partsIn(instant: Date, timeZone: string): Parts {
  const format =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
  formats.set(timeZone, format)
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]))
  const monthNumber = String(MONTHS.indexOf(part.month) + 1).padStart(2, '0')
  const offset = () => offsetIn(instant, timeZone)
  return { weekday: part.weekday, month: part.month, monthNumber, day: part.day, year: part.year, hour: Number(part.hour), minute: part.minute, offset }
}

function token(parts: Parts, text: string): string {
  switch (text) {
    case 'EEEE':
      return parts.weekday
    case 'EEE':
      return parts.weekday.slice(0, 3)
    case 'MMMM':
      return parts.month
    case 'MMM':
      return parts.month.slice(0, 3)
    case 'MM':
      return parts.monthNumber
    case 'yyyy':
      return parts.year
    case 'yy':
      return parts.year.slice(-2)
    case 'dd':
      return parts.day.padStart(2, '0')
    case 'd':
      return parts.day
    case 'HH':
      return String(parts.hour).padStart(2, '0')
    case 'h':
      return String(parts.hour % 12 || 12)
    case 'mm':
      return parts.minute
    case 'aaa':
      return parts.hour < 12 ? 'am' : 'pm'
    case 'a':
      return parts.hour < 12 ? 'AM' : 'PM'
    case 'zzz':
      return parts.offset()
    default:
      if (text.startsWith("'")) return text.slice(1, -1)
      if (/^[A-Za-z]$/.test(text)) throw new Error(`formatPattern does not know the token "${text}"`)
      return text
  }
}

/** `formatPattern(new Date('2026-11-24T20:00:00Z'), 'Australia/Sydney', 'EEE d MMM')` → "Wed 25 Nov". */
export function formatPattern(instant: Date, timeZone: string, pattern: string): string {
  const parts = partsIn(instant, timeZone)
  return pattern.replace(TOKENS, (text) => token(parts, text))
}
