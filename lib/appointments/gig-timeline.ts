import type { Appointment } from '@/lib/generated/prisma/client'
import { fromDbDate } from './dates'
import type { Service } from './schema'
import type { DayTimeline } from './response-schema'
import { computeDayTimeline, type EarlyStartFeeRule } from './timeline'

/** A saved gig's day-of timeline: none until it has a ready-by time and services with durations. */
export function gigTimeline(
  gig: Pick<Appointment, 'date' | 'readyBy' | 'artistCount' | 'bufferMinutes' | 'services'>,
  { timeZone, earlyStartFees = [] }: { timeZone: string; earlyStartFees?: EarlyStartFeeRule[] },
): DayTimeline | null {
  if (!gig.readyBy) return null
  return computeDayTimeline({
    date: fromDbDate(gig.date),
    readyBy: gig.readyBy,
    lines: (gig.services as Service[] | null) ?? [],
    artistCount: gig.artistCount,
    bufferMinutes: gig.bufferMinutes,
    timeZone,
    earlyStartFees,
  })
}
