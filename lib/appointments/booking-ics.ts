// The client's booking as a calendar file, attached to her confirmation: one event she adds to her
// own calendar with a tap.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { EmailAttachment } from '@/lib/mail/outbox'
import type { Appointment } from '@/lib/generated/prisma/client'
import { fromDbDate, slotInstant } from './dates'
import type { Service } from './schema'

export function bookingIcsAttachment({
  gig,
  businessName,
  timeZone,
}: {
  gig: Pick<Appointment, 'id' | 'date' | 'timeFrom' | 'timeTo' | 'services' | 'locationCity' | 'locationFormatted' | 'updatedAt'>
  businessName: string
  timeZone: string
}): EmailAttachment {
  const day = fromDbDate(gig.date)
  const services = (gig.services as Service[] | null) ?? []
  const calendar = ical({ prodId: { company: 'Glowfolio', product: 'Bookings', language: 'EN' }, method: ICalCalendarMethod.PUBLISH })
  calendar.createEvent({
    id: `${gig.id}@glowfolio`,
    start: slotInstant(day, gig.timeFrom, timeZone),
    end: slotInstant(day, gig.timeTo, timeZone),
    stamp: gig.updatedAt,
    summary: `${services.map((service) => service.subTitle).join(', ') || 'Makeup'} with ${businessName}`,
    status: ICalEventStatus.CONFIRMED,
    location: gig.locationFormatted ?? gig.locationCity,
  })
  return { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(calendar.toString()).toString('base64') }
}
