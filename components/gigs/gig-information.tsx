'use client'
// A gig's four accordions: Information (where and when), Services, The Look (with its inspiration
// photos, opened larger) and Contact (call, text or e-mail the client).
import { ChevronDown, Mail, MessageSquare, Phone } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { PhotoViewer } from '@/components/ui/photo-viewer'
import { formatDay, formatTimeRange, peopleCount } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatPrice } from '@/lib/format/money'
import { smallPhotoSrc } from '@/lib/images/photo'
import { durationLabel } from '@/lib/services/menu'
import { cn } from '@/lib/ui/cn'
import { RealStart } from './real-start'

export function GigInformation({ appointment, timeZone }: { appointment: AppointmentResponse; timeZone: string }) {
  const [viewing, setViewing] = useState<string | null>(null)
  return (
    <>
      <div className="mt-4 divide-y divide-line overflow-hidden rounded-card bg-white shadow-card">
        <Section title="Information" startsOpen>
          <dl className="space-y-3 text-[15px]">
            <Detail label="Location">
              {appointment.location.city}
              {appointment.location.state ? ` ${appointment.location.state}` : ''}
              {appointment.location.formatted ? <span className="block text-muted">{appointment.location.formatted}</span> : null}
            </Detail>
            <Detail label="Date">{formatDay(appointment.date)}</Detail>
            <Detail label="Time">
              {formatTimeRange(appointment.time.from, appointment.time.to)}
              <RealStart appointment={appointment} timeZone={timeZone} />
            </Detail>
          </dl>
        </Section>
        <Section title={`Services · ${peopleCount(appointment.services)}`} startsOpen>
          <ul className="space-y-2">
            {appointment.services.map((service, index) => (
              <li key={index} className="flex items-start justify-between gap-3 rounded-2xl bg-stone-50 px-4 py-3">
                <span className="min-w-0">
                  <span className="block font-semibold">
                    {service.title}
                    {service.count && service.count > 1 ? ` × ${service.count}` : ''}
                  </span>
                  <span className="block text-sm text-muted">
                    {service.subTitle}
                    {service.durationMinutes ? ` · ${durationLabel(service.durationMinutes)}` : ''}
                  </span>
                </span>
                {typeof service.priceCents === 'number' ? (
                  <span className="shrink-0 text-sm font-semibold">{formatPrice(service.priceCents * (service.count ?? 1))}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section title="The Look">
          {appointment.description ? (
            <p className="text-[15px] whitespace-pre-line">{appointment.description}</p>
          ) : (
            <p className="text-muted">No description.</p>
          )}
          {appointment.images.length ? (
            <ul className="mt-3 grid grid-cols-3 gap-2">
              {appointment.images.map((src, index) => (
                <li key={src}>
                  <button type="button" onClick={() => setViewing(src)} aria-label={`See inspiration photo ${index + 1} larger`} className="block w-full">
                    {/* eslint-disable-next-line @next/next/no-img-element -- inspiration photos from storage */}
                    <img src={smallPhotoSrc(src)} alt="" className="aspect-square w-full rounded-xl object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
        <Section title="Contact">
          <p className="font-semibold">{appointment.customerName}</p>
          <div className="mt-3 grid gap-2">
            {appointment.customerMobile ? (
              <div className="flex gap-2">
                <Button asChild variant="outline" className="flex-1 justify-start">
                  <a href={`tel:${appointment.customerMobile}`}>
                    <Phone aria-hidden="true" /> {appointment.customerMobile}
                  </a>
                </Button>
                <Button asChild variant="outline" size="icon" aria-label={`Text ${appointment.customerName}`}>
                  <a href={`sms:${appointment.customerMobile}`}>
                    <MessageSquare aria-hidden="true" />
                  </a>
                </Button>
              </div>
            ) : null}
            {appointment.customerEmail ? (
              <Button asChild variant="outline" className="justify-start">
                <a href={`mailto:${appointment.customerEmail}`}>
                  <Mail aria-hidden="true" /> <span className="truncate">{appointment.customerEmail}</span>
                </a>
              </Button>
            ) : null}
            {!appointment.customerMobile && !appointment.customerEmail ? <p className="text-muted">No mobile or email saved.</p> : null}
          </div>
        </Section>
      </div>
      <PhotoViewer src={viewing} alt={`Inspiration from ${appointment.customerName}`} onClose={() => setViewing(null)} />
    </>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** One of the accordions: a heading whose button shows or hides its region (the disclosure pattern). */
function Section({ title, startsOpen = false, children }: { title: string; startsOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(startsOpen)
  const id = useId()
  return (
    <div>
      <h3>
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={open}
          aria-controls={`${id}-region`}
          onClick={() => setOpen(!open)}
          className="flex min-h-14 w-full items-center justify-between gap-3 px-5 text-left font-semibold"
        >
          {title}
          <ChevronDown className={cn('size-5 text-muted transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </h3>
      <div role="region" id={`${id}-region`} aria-labelledby={`${id}-trigger`} hidden={!open} className="px-5 pb-5">
        {children}
      </div>
    </div>
  )
}
