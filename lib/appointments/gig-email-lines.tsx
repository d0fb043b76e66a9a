// What every gig e-mail shows of its gig: when, where and who has what done; and the client's first name.
import { EmailText } from '@/lib/mail/layout'
import { fromDbDate } from './dates'
import { formatDay, formatTimeRange } from './describe'
import type { Service } from './schema'

export type Gig = { date: string; timeFrom: string; timeTo: string; city: string; services: Service[] }

export const when = (gig: Gig) => `${formatDay(gig.date)}, ${formatTimeRange(gig.timeFrom, gig.timeTo)}`

export function GigLines({ gig }: { gig: Gig }) {
  return (
    <>
      <EmailText>
        <strong>When:</strong> {when(gig)}
        <br />
        <strong>Where:</strong> {gig.city}
      </EmailText>
      <EmailText>
        {gig.services.map((service, index) => (
          <span key={index}>
            {service.title}: {service.subTitle}
            <br />
          </span>
        ))}
      </EmailText>
    </>
  )
}

export const firstName = (customerName: string) => customerName.trim().split(/\s+/)[0]

/** The gig's lines from its row. */
export const gigForEmail = (appointment: { date: Date; timeFrom: string; timeTo: string; locationCity: string; services: unknown }): Gig => ({
  date: fromDbDate(appointment.date),
  timeFrom: appointment.timeFrom,
  timeTo: appointment.timeTo,
  city: appointment.locationCity,
  services: (appointment.services as Service[] | null) ?? [],
})
