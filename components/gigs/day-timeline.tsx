// The day-of timeline of a gig, for the owner on the gig and for the client on the offer page: the start
// time first, then who sits when (with which artist when several work), the early-start fee the start
// falls under, and a note when the day starts the day before.
import { AlertTriangle, Moon } from 'lucide-react'
import { Fragment } from 'react'
import { formatDay } from '@/lib/appointments/describe'
import type { DayTimeline as Timeline } from '@/lib/appointments/response-schema'
import { slotLabel } from '@/lib/appointments/slots'
import { cn } from '@/lib/ui/cn'
import { formatMoney } from '@/lib/format/money'

const ARTIST_COLOURS = [
  'bg-brand-100 text-brand-800',
  'bg-sky-100 text-sky-900',
  'bg-emerald-100 text-emerald-900',
  'bg-amber-100 text-amber-900',
  'bg-violet-100 text-violet-900',
  'bg-stone-200 text-stone-800',
]

/** "1 h 30 min", "45 min". */
const formatMinutes = (minutes: number) =>
  [Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)} h` : '', minutes % 60 ? `${minutes % 60} min` : ''].filter(Boolean).join(' ')

/** Her name or her first name. */
const isNamed = (person: string, name: string) => {
  const folded = person.trim().toLocaleLowerCase()
  const full = name.trim().toLocaleLowerCase()
  return folded === full || folded === full.split(/\s+/)[0]
}

/** Whether a sitting is the client's own: her name, her first name, or the role she takes (the bride). */
const isHers = (person: string, name: string) => isNamed(person, name) || ['bride', 'client'].includes(person.trim().toLocaleLowerCase())

/** A party member's allergies, in red next to her name: `person` is how the gig names her, `name` her own. */
export type PartyAlert = { person: string; name: string; text: string }

const isMember = (person: string, member: PartyAlert) => isNamed(person, member.person) || isNamed(person, member.name)
/** "Sophie Lane · Allergic: latex", or the text alone when the timeline already shows her name. */
const memberLine = (person: string, member: PartyAlert) => (isNamed(person, member.name) ? member.text : `${member.name} · ${member.text}`)

/**
 * The timeline, or for the owner a word on what it needs when the gig has a ready-by time but no
 * durations yet; nothing at all otherwise.
 */
export function DayTimeline({
  timeline,
  readyBy,
  alert,
  partyAlerts = [],
  className,
}: {
  timeline: Timeline | null
  readyBy?: string | null
  /** The owner's view: the client's allergies and sensitivities, in red next to her name. */
  alert?: { name: string; text: string } | null
  /** The owner's view: her party's, each next to her name. */
  partyAlerts?: PartyAlert[]
  className?: string
}) {
  const card = cn('rounded-card bg-white p-5 shadow-card', className)
  if (!timeline) {
    return readyBy ? (
      <section className={card} aria-labelledby="day-timeline-heading">
        <h2 id="day-timeline-heading" className="font-display text-lg font-semibold">
          Day-of timeline
        </h2>
        <p className="mt-1 text-[15px] text-muted">Ready by {slotLabel(readyBy)}. Add how long each service takes to see who sits when, and when to start.</p>
      </section>
    ) : null
  }
  const { start, sittings, artistCount, earlyStartFee } = timeline
  const manyArtists = artistCount > 1
  return (
    <section className={card} aria-labelledby="day-timeline-heading">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="day-timeline-heading" className="font-display text-lg font-semibold">
          Day-of timeline
        </h2>
        <p className="text-sm text-muted">Ready by {slotLabel(timeline.readyBy.time)}</p>
      </div>

      <div className="mt-3 rounded-2xl bg-brand-50 px-4 py-3" data-testid="timeline-start">
        <p className="text-sm font-semibold text-brand-800">Start</p>
        <p className="font-display text-3xl leading-tight font-semibold">{slotLabel(start.time)}</p>
        <p className="text-sm text-muted">
          {formatDay(start.day, 'EEEE d MMMM')} · {sittings.length} {sittings.length === 1 ? 'person' : 'people'}
          {manyArtists ? ` · ${artistCount} artists` : ''}
        </p>
      </div>

      {timeline.startsDayBefore ? (
        <p className="mt-3 flex items-start gap-2 rounded-2xl bg-indigo-50 px-3 py-2 text-sm text-indigo-950" role="note">
          <Moon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Across midnight: starts the day before, {formatDay(start.day, 'EEEE d MMMM')}.</span>
        </p>
      ) : null}
      {earlyStartFee ? (
        <p className="mt-3 flex items-start gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-950" role="status">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Starts at {slotLabel(start.time)} — before {slotLabel(earlyStartFee.before)}, an early-start fee of {formatMoney(earlyStartFee.feeCents)} applies.
          </span>
        </p>
      ) : null}

      {[
        ...(alert && !sittings.some((sitting) => isHers(sitting.person, alert.name)) ? [alert] : []),
        ...partyAlerts.filter((member) => !sittings.some((sitting) => isMember(sitting.person, member))),
      ].map((unplaced) => (
        <p
          key={unplaced.name}
          className="mt-3 flex items-start gap-2 rounded-2xl bg-red-50 px-3 py-2 text-sm text-danger"
          role="note"
          data-testid="timeline-alert"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{unplaced.name}</span> · {unplaced.text}
          </span>
        </p>
      ))}
      <ol className="mt-3 divide-y divide-line" aria-label="Who sits when">
        {sittings.map((sitting, index) => (
          <Fragment key={`${sitting.person}-${sitting.start.at}-${sitting.artist}`}>
            {timeline.startsDayBefore && sitting.start.day !== sittings[index - 1]?.start.day ? (
              <li className="pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{formatDay(sitting.start.day, 'EEEE d MMMM')}</li>
            ) : null}
            <li className="grid grid-cols-[5.25rem_1fr] items-start gap-3 py-2.5">
              <p className="tabular-nums">
                <span className="block font-semibold">{slotLabel(sitting.start.time)}</span>
                <span className="block text-sm text-muted">to {slotLabel(sitting.end.time)}</span>
              </p>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold">{sitting.person}</span>
                  {alert && isHers(sitting.person, alert.name) ? (
                    <span className="flex basis-full items-start gap-1 text-sm font-semibold text-danger" data-testid="timeline-alert">
                      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      {alert.text}
                    </span>
                  ) : null}
                  {partyAlerts
                    .filter((member) => isMember(sitting.person, member) && !(alert && isHers(sitting.person, alert.name)))
                    .map((member) => (
                      <span key={member.name} className="flex basis-full items-start gap-1 text-sm font-semibold text-danger" data-testid="timeline-alert">
                        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        {memberLine(sitting.person, member)}
                      </span>
                    ))}
                  {manyArtists ? (
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', ARTIST_COLOURS[(sitting.artist - 1) % ARTIST_COLOURS.length])}>
                      Artist {sitting.artist}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {sitting.service} · <span className="whitespace-nowrap">{formatMinutes(sitting.minutes)}</span>
                </p>
              </div>
            </li>
          </Fragment>
        ))}
      </ol>

      {timeline.untimed.length ? (
        <p className="mt-2 rounded-2xl bg-stone-50 px-3 py-2 text-sm text-muted">
          Not in the timeline, no duration yet:{' '}
          {timeline.untimed.map((line) => `${line.title}${line.people > 1 ? ` ×${line.people}` : ''} (${line.service})`).join(', ')}.
        </p>
      ) : null}
    </section>
  )
}
