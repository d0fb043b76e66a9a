// "March 2027" in the owner's time zone, through the browser's own Intl rather than date-fns: a screen
// that shows only this (the Reviews list) then loads no date library. Full month names and the year read
// the same in every runtime's locale data, so the server and the browser write the same text.
const formats = new Map<string, Intl.DateTimeFormat>()

export function monthInZone(instant: string | Date, timeZone: string): string {
  const format = formats.get(timeZone) ?? new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone })
  formats.set(timeZone, format)
  return format.format(new Date(instant))
}
