// The day-of timeline of a gig: from when everyone must be ready, the party's services and how long each
// takes, and how many artists work, who sits when and when the first artist starts.
//
// The rule:
// - Each person of a line (a line of `count` people gives `count` sittings) is one sitting of the line's
//   duration. A line without a duration cannot be timed: it is left out and listed in `untimed`, never
//   guessed.
// - Every artist works back to back, with `bufferMinutes` between two sitters, and finishes at ready-by;
//   the day starts when the busiest artist starts.
// - Sharing out (longest processing time first, a classic greedy rule within 4/3 of the best split): the
//   bride goes first, so she sits with an artist who finishes with her, as is the custom; then the
//   longest sittings first, each to the artist whose day it lengthens least (the lower number on a tie).
// - Each artist's sittings run in the order the party was entered, the bride last.
// - The ready-by time is a clock time on the gig's date: ready by 01:00 with 3 hours of work starts at
//   22:00 the day before. Durations are real minutes, so on a day the clocks change the wall clock shows
//   the jump (Sydney, first Sunday of October: 3 hours before 05:00 is 01:00).
// - The early-start fee is the highest whose `before` the start is earlier than; a start on the day
//   before is earlier than any.
import type { Service } from './schema'
import type { DayTimeline } from './response-schema'
import { clockInstant, dayIn, slotInstant } from './dates'
import { clockMinutes } from './slots'
import { formatInZone } from '@/lib/format/in-zone'

/** A line of the gig; `category` is the service menu's (bridal, bridesmaid…) when the line came from it. */
export type TimelineLine = Pick<Service, 'title' | 'subTitle' | 'count' | 'durationMinutes'> & { category?: string }
export type EarlyStartFeeRule = { before: string; feeCents: number }

export type TimelineInput = {
  /** The gig's calendar day in the owner's time zone, "YYYY-MM-DD". */
  date: string
  /** "HH:mm" on that day. */
  readyBy: string
  lines: TimelineLine[]
  artistCount: number
  bufferMinutes?: number
  timeZone: string
  earlyStartFees?: EarlyStartFeeRule[]
}

type TimedLine = TimelineLine & { durationMinutes: number }
type Sitting = { person: string; service: string; minutes: number; bride: boolean; order: number }

const BRIDE_TITLE = /^(the\s+)?(bride|bridal)\b/i
const BRIDE_CATEGORIES = new Set(['bride', 'bridal'])

/** "Bride", "Bride – Sarah", "Bridal"; not "Bridesmaid" nor "Mother of the bride". */
export const isBrideLine = (line: TimelineLine) => BRIDE_TITLE.test(line.title.trim()) || BRIDE_CATEGORIES.has(line.category?.trim().toLowerCase() ?? '')

const MINUTE = 60_000

/** Who sits when, or null when no line has a duration (nothing can be timed). */
export function computeDayTimeline({ date, readyBy, lines, artistCount, bufferMinutes = 0, timeZone, earlyStartFees = [] }: TimelineInput): DayTimeline | null {
  if (!Number.isInteger(artistCount) || artistCount < 1) throw new RangeError(`artistCount must be a whole number from 1, not ${artistCount}`)
  const timed = lines.filter((line): line is TimedLine => Boolean(line.durationMinutes))
  if (!timed.length) return null
  const artists = shareOut(sittingsOf(timed), artistCount, bufferMinutes)

  const readyAt = clockInstant(date, readyBy, timeZone)
  const moment = (instant: Date) => ({ day: dayIn(timeZone, instant), time: formatInZone(instant, timeZone, 'HH:mm'), at: instant.toISOString() })
  const sittings = artists.flatMap((queue, index) => {
    let end = readyAt.getTime()
    return queue.toReversed().map((sitting) => {
      const start = end - sitting.minutes * MINUTE
      const placed = {
        person: sitting.person,
        service: sitting.service,
        artist: index + 1,
        minutes: sitting.minutes,
        start: moment(new Date(start)),
        end: moment(new Date(end)),
      }
      end = start - bufferMinutes * MINUTE
      return placed
    })
  })
  sittings.sort((a, b) => a.start.at.localeCompare(b.start.at) || a.artist - b.artist)
  const start = sittings[0].start
  const startsDayBefore = start.day < date
  return {
    readyBy: moment(readyAt),
    start,
    startsDayBefore,
    artistCount,
    sittings,
    untimed: lines.filter((line) => !line.durationMinutes).map((line) => ({ title: line.title, service: line.subTitle, people: line.count ?? 1 })),
    earlyStartFee: earlyStartFeeAt(clockMinutes(start.time) - (startsDayBefore ? 24 * 60 : 0), earlyStartFees),
  }
}

/** Each person of the party, named by her line's who and numbered when several people share that who ("Bridesmaid 2"). */
export function partyPeople<Line extends TimelineLine>(lines: Line[]): { person: string; line: Line }[] {
  const who = (line: Line) => line.title.trim().toLowerCase()
  const people = new Map<string, number>()
  for (const line of lines) people.set(who(line), (people.get(who(line)) ?? 0) + (line.count ?? 1))
  const numbered = new Map<string, number>()
  return lines.flatMap((line) =>
    Array.from({ length: line.count ?? 1 }, () => {
      const number = (numbered.get(who(line)) ?? 0) + 1
      numbered.set(who(line), number)
      return { person: people.get(who(line))! > 1 ? `${line.title.trim()} ${number}` : line.title.trim(), line }
    }),
  )
}

/** One sitting per person. */
const sittingsOf = (lines: TimedLine[]): Sitting[] =>
  partyPeople(lines).map(({ person, line }, order) => ({ person, service: line.subTitle, minutes: line.durationMinutes, bride: isBrideLine(line), order }))

/** Each artist's sittings, in the order they sit. */
function shareOut(sittings: Sitting[], artistCount: number, bufferMinutes: number): Sitting[][] {
  const queues: Sitting[][] = Array.from({ length: artistCount }, () => [])
  const load = Array<number>(artistCount).fill(0)
  const brideFirst = sittings.toSorted((a, b) => Number(b.bride) - Number(a.bride) || b.minutes - a.minutes || a.order - b.order)
  for (const sitting of brideFirst) {
    const lengthened = load.map((minutes, artist) => minutes + sitting.minutes + (queues[artist].length ? bufferMinutes : 0))
    const artist = lengthened.indexOf(Math.min(...lengthened))
    queues[artist].push(sitting)
    load[artist] = lengthened[artist]
  }
  return queues.map((queue) => queue.toSorted((a, b) => Number(a.bride) - Number(b.bride) || a.order - b.order))
}

/** The early-start fee for a start so many minutes after the gig day's midnight (negative: the day before): of the rules the start is before, the highest fee. */
export function earlyStartFeeAt(startMinutes: number, rules: EarlyStartFeeRule[]): EarlyStartFeeRule | null {
  const applying = rules.filter((rule) => startMinutes < clockMinutes(rule.before))
  return applying.reduce<EarlyStartFeeRule | null>((highest, rule) => (!highest || rule.feeCents > highest.feeCents ? rule : highest), null)
}

/**
 * The first sitting's start when it comes before the gig's requested "from" time (the owner must be there
 * then, not when the client asked), else null. The "from" of the small hours is the night after the date.
 */
export function startBeforeRequested(gig: { date: string; time: { from: string }; timeline: DayTimeline | null }, timeZone: string) {
  if (!gig.timeline) return null
  return Date.parse(gig.timeline.start.at) < slotInstant(gig.date, gig.time.from, timeZone).getTime() ? gig.timeline.start : null
}
