// A plain "YYYY-MM-DD" day in words through the browser's own Intl, not date-fns: "Sunday 29 November
// 2026". Put together from its parts, so no runtime's locale data can slip a comma in. The format is made
// on first use: a browser's first Intl object loads its locale data (lib/format/money.ts).
let parts: Intl.DateTimeFormat | undefined

export function dayWords(day: string): string {
  parts ??= new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const part = Object.fromEntries(parts.formatToParts(new Date(`${day}T00:00:00Z`)).map(({ type, value }) => [type, value]))
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`
}
