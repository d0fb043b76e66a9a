// A wedding's day, worked out once: from the party (faces × minutes each), the artists, the buffer between
// sitters and the one ready-by time, when the first artist starts and which early-start fee that start
// triggers. The quote's fee line, the contract's times, the proposal and the gig's timeline all read
// this, so they never disagree.
import { computeDayTimeline, type EarlyStartFeeRule } from '@/lib/appointments/timeline'
import type { DayTimeline } from '@/lib/appointments/response-schema'
import { clockMinutes, endsAfterStart, isNextDay, slotLabel } from '@/lib/appointments/slots'

/** A gig's day opens at 5:00 am (lib/appointments/slots.ts): a start before it does not fit the day. */
const DAY_OPENS = '05:00'

export type ScheduleInput = {
  /** The wedding's day, "YYYY-MM-DD" in the owner's time zone. */
  date: string
  /** "HH:mm" on that day. */
  readyBy: string
  party: { role: string; service: string; count: number; durationMinutes: number }[]
  artistCount: number
  bufferMinutes: number
  timeZone: string
  earlyStartFees: EarlyStartFeeRule[]
}

export type WeddingSchedule = {
  timeline: DayTimeline
  /** "HH:mm" the first artist starts. */
  start: string
  earlyStartFee: EarlyStartFeeRule | null
  /** Faces in the party, and the busiest artist's working minutes (sittings and buffers). */
  faces: number
  minutes: number
  /** Why the faces do not fit between 5:00 am and ready-by, or null when they do. */
  warning: string | null
}

/** The wedding's day, or null while nobody is booked. */
export function weddingSchedule(input: ScheduleInput): WeddingSchedule | null {
  const lines = input.party
    .filter((row) => row.count > 0)
    .map((row) => ({ title: row.role, subTitle: row.service, count: row.count, durationMinutes: row.durationMinutes }))
  const timeline = computeDayTimeline({
    date: input.date,
    readyBy: input.readyBy,
    lines,
    artistCount: input.artistCount,
    bufferMinutes: input.bufferMinutes,
    timeZone: input.timeZone,
    earlyStartFees: input.earlyStartFees,
  })
  if (!timeline) return null
  const faces = lines.reduce((total, line) => total + line.count, 0)
  const minutes = Math.round((Date.parse(timeline.readyBy.at) - Date.parse(timeline.start.at)) / 60_000)
  const fits = !timeline.startsDayBefore && clockMinutes(timeline.start.time) >= clockMinutes(DAY_OPENS)
  const warning = fits
    ? null
    : `${faces} ${faces === 1 ? 'face needs' : 'faces need'} ${formatMinutes(minutes)} with ${input.artistCount} ${input.artistCount === 1 ? 'artist' : 'artists'}: start ${startLabel(timeline)}, or add an artist`
  return { timeline, start: timeline.start.time, earlyStartFee: timeline.earlyStartFee, faces, minutes, warning }
}

/** "6 h 30", "45 min", "2 h". */
export const formatMinutes = (minutes: number) => {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (!hours) return `${rest} min`
  return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`
}

/** "4:00 am", or "11:30 pm the day before". */
const startLabel = (timeline: DayTimeline) => `${slotLabel(timeline.start.time).toLowerCase()}${timeline.startsDayBefore ? ' the day before' : ''}`

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The gig's 30-minute slots around its day, for the calendar and overlaps: from the start's slot (5:00 am
 * at the earliest, the gig day's first slot; the timeline keeps the true start) to the slot at or after
 * ready-by. Null when ready-by leaves no slot after the start.
 */
export function slotsAround({ start, readyBy }: { start: string; readyBy: string }): { timeFrom: string; timeTo: string } | null {
  const timeFrom = isNextDay(start) ? DAY_OPENS : hhmm(Math.floor(clockMinutes(start) / 30) * 30)
  const timeTo = hhmm(Math.min(Math.ceil(clockMinutes(readyBy) / 30) * 30, 23 * 60 + 30))
  return endsAfterStart(timeFrom, timeTo) ? { timeFrom, timeTo } : null
}

/** A new wedding's slots before its party is timed: the two hours before ready-by. */
export const slotsBeforeReadyBy = (readyBy: string) =>
  slotsAround({ start: hhmm(Math.max(clockMinutes(readyBy) - 120, 0)), readyBy }) ?? { timeFrom: DAY_OPENS, timeTo: '05:30' }

/** "makeup from 4:00 am, everyone ready by 10:30 am": a wedding's hours as the contract and the proposal say them. */
export const weddingHours = (time: { from: string; to: string }) =>
  `makeup from ${slotLabel(time.from).toLowerCase()}, everyone ready by ${slotLabel(time.to).toLowerCase()}`
