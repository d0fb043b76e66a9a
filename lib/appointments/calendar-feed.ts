// The owner's private calendar feed: an ICS address with a secret in it, which the phone's calendar app
// subscribes to. Created (or replaced) and revoked by the owner; without the current secret it is 404.
import { randomBytes } from 'node:crypto'
import ical, { ICalEventStatus } from 'ical-generator'
import { addDays } from 'date-fns'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { formatMoney } from '@/lib/format/money'
import { fromDbDate, slotInstant } from './dates'
import { peopleCount } from './describe'
import { gigTimeline } from './gig-timeline'
import { calendarFeedUrl, gigPath } from './links'
import type { Service } from './schema'
import type { DayTimeline } from './response-schema'
import type { CalendarFeedResponse } from './reminder-schema'
import { slotLabel } from './slots'
import { depositNameOf, remainingCents } from './to-appointment-response'

const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/
/** How far back the feed reaches: recent gigs stay visible, old ones drop off. */
const HISTORY_DAYS = 90

const toResponse = (token: string | null): CalendarFeedResponse => ({ url: token ? `${calendarFeedUrl(token)}.ics` : null })

export async function getCalendarFeed({ user }: { user: { id: string } }): Promise<CalendarFeedResponse> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { calendarFeedToken: true } })
  return toResponse(owner.calendarFeedToken)
}

/** A new secret address; any earlier one stops working. */
export async function createCalendarFeed({ user }: { user: { id: string } }): Promise<CalendarFeedResponse> {
  const owner = await prisma.user.update({
    where: { id: user.id },
    data: { calendarFeedToken: randomBytes(32).toString('base64url') },
    select: { calendarFeedToken: true },
  })
  return toResponse(owner.calendarFeedToken)
}

export async function revokeCalendarFeed({ user }: { user: { id: string } }): Promise<CalendarFeedResponse> {
  await prisma.user.update({ where: { id: user.id }, data: { calendarFeedToken: null } })
  return toResponse(null)
}

/** The feed as ICS; any token but the owner's current one is "not found", with nothing said about why. */
export async function buildCalendarFeed({ token, now = new Date() }: { token: string; now?: Date }): Promise<string> {
  const secret = token.replace(/\.ics$/, '')
  const owner = FEED_TOKEN.test(secret)
    ? await prisma.user.findUnique({ where: { calendarFeedToken: secret }, select: { id: true, businessName: true, timeZone: true } })
    : null
  if (!owner) throw new AppError('not_found', 'Not found')
  // Gigs awaiting their deposit are in, tentative. Expired and cancelled gigs drop out rather than show as
  // STATUS:CANCELLED: a subscribed calendar replaces its events with the feed's on each refresh, so a
  // dropped gig leaves the owner's calendar.
  const gigs = await prisma.appointment.findMany({
    where: { userId: owner.id, status: { in: ['booked', 'awaitingDeposit', 'offered'] }, date: { gte: addDays(now, -HISTORY_DAYS) } },
    orderBy: [{ date: 'asc' }, { timeFrom: 'asc' }],
    include: { quote: { select: { id: true } } },
  })
  const calendar = ical({ name: `${owner.businessName ?? 'Glowfolio'} gigs`, prodId: { company: 'Glowfolio', product: 'Gigs', language: 'EN' }, ttl: 60 * 60 })
  for (const gig of gigs) {
    const day = fromDbDate(gig.date)
    const services = (gig.services as Service[] | null) ?? []
    const remaining = remainingCents(gig)
    const timeline = gigTimeline(gig, { timeZone: owner.timeZone })
    const gigEnd = slotInstant(day, gig.timeTo, owner.timeZone)
    calendar.createEvent({
      id: `${gig.id}@glowfolio`,
      // With a day-of timeline the artist is busy from its first sitting; the event ends at the gig's end,
      // or at ready-by when that is later (the gig's times may not have been moved to match).
      start: timeline ? new Date(timeline.start.at) : slotInstant(day, gig.timeFrom, owner.timeZone),
      end: timeline ? new Date(Math.max(gigEnd.getTime(), Date.parse(timeline.readyBy.at))) : gigEnd,
      stamp: gig.updatedAt,
      // Not booked yet, it says so (tentative): an offer, or a gig held until its deposit arrives.
      summary: `${gig.status === 'offered' ? 'Offer: ' : gig.status === 'awaitingDeposit' ? `Awaiting ${depositNameOf(gig)}: ` : ''}${gig.customerName} (${peopleCount(services)})`,
      status: gig.status === 'booked' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      location: gig.locationFormatted ?? gig.locationCity,
      description: [
        ...services.map((service) => `${service.title}: ${service.subTitle}`),
        timeline ? timelineText(timeline) : '',
        gig.description ?? '',
        gig.customerMobile ? `Mobile: ${gig.customerMobile}` : '',
        gig.status === 'booked' ? (gig.paid ? 'Paid' : remaining > 0 ? `Still to pay: ${formatMoney(remaining)}` : '') : '',
        `Request #${gig.requestNumber}`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: `${env.APP_URL}${gigPath(gig.id)}`,
    })
  }
  return calendar.toString()
}

/** "Ready by 9:00 am", then one line per sitting: "6:15 am Bridesmaid 2, artist 2". */
const timelineText = (timeline: DayTimeline) =>
  [
    `Ready by ${slotLabel(timeline.readyBy.time)}`,
    ...timeline.sittings.map((sitting) => `${slotLabel(sitting.start.time)} ${sitting.person}${timeline.artistCount > 1 ? `, artist ${sitting.artist}` : ''}`),
  ].join('\n')
