'use client'
// One client: tap to call, text, WhatsApp or e-mail her; her allergies in red; her tags; a record that
// may be her too, merged only when the owner says so; her beauty profile (with the days she gave her
// answers on her consultation form) and her consents; her private album; gigs, payments, reviews; notes;
// her data on request: downloaded as a file, or erased (her gigs and payments stay, under another name).
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { CheckCircle2, CircleSlash, Download, Mail, MessageCircle, MessageSquareText, Pencil, Phone, Plus, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { mutate as mutateAll } from 'swr'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Input, Textarea } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatDay } from '@/lib/appointments/describe'
import { SUGGESTED_TAGS, type ClientResponse } from '@/lib/clients/schema'
import { CLIENTS_KEY, clientKey, useClient } from '@/lib/swr/use-clients'
import { cn } from '@/lib/ui/cn'
import { BeautyProfileSheet } from './beauty-profile-sheet'
import { ClientAlbum } from './client-album'
import { ClientAlert } from './client-alert'
import { card, ClientGigs, ClientPayments, ClientReviews, heading } from './client-history'

const contactLink = 'flex flex-col items-center gap-1 rounded-2xl bg-brand-50 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-100'
/** 0412 000 111 for an Australian mobile, +44 7911 123456 for any other. */
const nationalPhone = (phone: string) => {
  const parsed = parsePhoneNumberFromString(phone)
  return parsed ? (parsed.country === 'AU' ? parsed.formatNational() : parsed.formatInternational()) : phone
}
const refreshLists = () => mutateAll((key) => typeof key === 'string' && key.startsWith(`${CLIENTS_KEY}?`))

function ContactLinks({ client }: { client: ClientResponse }) {
  const digits = client.phone?.replace(/\D/g, '')
  const links = [
    client.phone ? { href: `tel:${client.phone}`, label: 'Call', icon: Phone } : null,
    client.phone ? { href: `sms:${client.phone}`, label: 'Text', icon: MessageSquareText } : null,
    digits ? { href: `https://wa.me/${digits}`, label: 'WhatsApp', icon: MessageCircle } : null,
    client.email ? { href: `mailto:${client.email}`, label: 'Email', icon: Mail } : null,
  ].filter((link) => link !== null)
  if (!links.length) return <p className="text-[15px] text-muted">No mobile or email for her yet.</p>
  return (
    <div className="grid grid-cols-4 gap-2" aria-label="Contact her">
      {links.map(({ href, label, icon: Icon }) => (
        <a key={label} href={href} className={contactLink} {...(label === 'WhatsApp' ? { target: '_blank', rel: 'noreferrer' } : {})}>
          <Icon className="size-5" aria-hidden="true" />
          {label}
        </a>
      ))}
    </div>
  )
}

/** "given 3 Dec 2026": the day she gave an answer on her consultation form. */
const givenOn = (iso: string | undefined | null) => (iso ? `given ${formatDay(iso.slice(0, 10), 'd MMM yyyy')}` : null)

function ProfileSummary({ client, onEdit }: { client: ClientResponse; onEdit: () => void }) {
  const rows = [
    ['Skin type', client.skinType, 'skinType'],
    ['Skin concerns', client.skinConcerns, 'skinConcerns'],
    ['Allergies', client.allergies, 'allergies'],
    ['Sensitivities', client.sensitivities, 'sensitivities'],
    ['Recent treatments', client.recentTreatments, 'recentTreatments'],
    ['Contact lenses', client.contactLenses ? 'Wears contact lenses' : null, 'contactLenses'],
    ['Lashes', client.lashNotes, null],
    ['Brows', client.browNotes, null],
  ].filter((row): row is [string, string, string | null] => Boolean(row[1]))
  return (
    <section className={card} aria-label="Beauty profile">
      <div className="flex items-center justify-between gap-3">
        <h2 className={heading}>Beauty profile</h2>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      </div>
      {rows.length || client.shades.length ? (
        <dl className="mt-2 space-y-2 text-[15px]">
          {rows.map(([label, value, field]) => (
            <div key={label}>
              <dt className="text-sm text-muted">
                {label}
                {field && client.profileGivenAt[field] ? <span className="text-xs"> · {givenOn(client.profileGivenAt[field])} on her form</span> : null}
              </dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
          {client.shades.length ? (
            <div>
              <dt className="text-sm text-muted">Shade matches</dt>
              <dd>
                <ul className="mt-1 space-y-1" aria-label="Her shades">
                  {client.shades.map((shade, index) => (
                    <li key={index} className="rounded-xl bg-stone-50 px-3 py-2">
                      <span className="font-semibold">{shade.brand}</span> {shade.product} · <span className="font-semibold">{shade.shade}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="mt-1 text-[15px] text-muted">Her skin, allergies, lashes, brows and the shades that match her.</p>
      )}
    </section>
  )
}

function Consents({ client }: { client: ClientResponse }) {
  const rows = [
    {
      label: 'Photos on your site and Instagram',
      on: client.photoConsentAt,
      yes: `Yes, ${givenOn(client.photoConsentAt)}`,
      no: client.profileGivenAt.photoConsent
        ? `She said no, ${givenOn(client.profileGivenAt.photoConsent)}: her photos stay private`
        : 'No consent on record: her photos stay private',
    },
    {
      label: 'Health details',
      on: client.healthConsentAt,
      yes: `Consent to keep them ${givenOn(client.healthConsentAt)}`,
      no: 'No consent on her form yet',
    },
  ]
  return (
    <section className={card} aria-label="Consent">
      <h2 className={heading}>Consent</h2>
      <ul className="mt-2 space-y-2">
        {rows.map((row) => (
          <li key={row.label} className="flex items-start gap-2 text-[15px]">
            {row.on ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <CircleSlash className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
            )}
            <span>
              <span className="block font-semibold">{row.label}</span>
              <span className="block text-muted">{row.on ? row.yes : row.no}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function ClientPage({ initial }: { initial: ClientResponse }) {
  const { data, mutate } = useClient(initial._id, initial)
  const client = data ?? initial
  const [editing, setEditing] = useState(false)
  const [merging, setMerging] = useState<ClientResponse['duplicates'][number] | null>(null)
  const [erasing, setErasing] = useState(false)
  const router = useRouter()
  const [note, setNote] = useState('')
  const [newTag, setNewTag] = useState('')
  const { run, busyWith } = useMutation()
  const saved = async (next: ClientResponse) => {
    await mutate(next, { revalidate: false })
    await refreshLists()
  }

  const setTags = (tags: string[]) =>
    run(
      () =>
        mutate(api<ClientResponse>(clientKey(client._id), { method: 'PATCH', body: { tags } }), { optimisticData: { ...client, tags }, rollbackOnError: true }),
      {
        key: 'tags',
      },
    ).then(refreshLists)
  const toggleTag = (tag: string) => setTags(client.tags.includes(tag) ? client.tags.filter((own) => own !== tag) : [...client.tags, tag])

  const addNote = () =>
    run(
      async () => {
        await saved(await api<ClientResponse>(`${clientKey(client._id)}/notes`, { method: 'POST', body: { body: note } }))
        setNote('')
      },
      { success: 'Note added', key: 'note' },
    )

  const merge = (otherId: string) =>
    run(
      async () => {
        await saved(await api<ClientResponse>(`${clientKey(client._id)}/merge`, { method: 'POST', body: { otherId } }))
        setMerging(null)
      },
      { success: 'Merged: one client now', key: 'merge' },
    )

  const erase = () =>
    run(
      async () => {
        await api(clientKey(client._id), { method: 'DELETE' })
        await refreshLists()
        router.push('/dashboard/clients')
      },
      { success: `${client.name} is erased`, key: 'erase', keepBusy: true },
    )

  const tags = [...new Set([...SUGGESTED_TAGS, ...client.tags])]
  return (
    <DashboardPage title={client.name} backHref="/dashboard/clients">
      <div className="space-y-4">
        <div className="space-y-3">
          <p className="text-[15px] text-muted">{[client.phone && nationalPhone(client.phone), client.email].filter(Boolean).join(' · ')}</p>
          <ContactLinks client={client} />
        </div>

        <ClientAlert alert={client} />

        <div className="flex flex-wrap gap-2" role="group" aria-label="Tags">
          {tags.map((tag) => (
            <button
              key={tag}
              type="button"
              aria-pressed={client.tags.includes(tag)}
              onClick={() => toggleTag(tag)}
              className={cn(
                'h-9 rounded-full border px-4 text-sm font-semibold',
                client.tags.includes(tag) ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink',
              )}
            >
              {tag}
            </button>
          ))}
          <form
            className="flex items-center gap-1"
            onSubmit={(event) => {
              event.preventDefault()
              if (newTag.trim()) void setTags([...client.tags, newTag.trim()]).then(() => setNewTag(''))
            }}
          >
            <Input
              value={newTag}
              onChange={(event) => setNewTag(event.target.value)}
              placeholder="Own tag"
              aria-label="Her own tag"
              className="h-9 w-28 text-sm"
              maxLength={30}
            />
            <Button type="submit" variant="ghost" size="icon" aria-label="Add tag" loading={busyWith === 'tags'}>
              <Plus aria-hidden="true" />
            </Button>
          </form>
        </div>

        {client.duplicates.map((other) => (
          <section key={other._id} className="rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-950" aria-label="Maybe the same person">
            <p className="font-semibold">Is this her too?</p>
            <p className="text-[15px]">
              {other.name} · {other.email ?? other.phone ?? 'no contact'}
            </p>
            <Button className="mt-2" variant="outline" size="sm" onClick={() => setMerging(other)}>
              Merge into this client
            </Button>
          </section>
        ))}

        <ProfileSummary client={client} onEdit={() => setEditing(true)} />
        <Consents client={client} />
        <ClientAlbum client={client} onChange={() => mutate()} />
        <ClientGigs title="Upcoming" gigs={client.upcoming} empty="Nothing booked ahead." />
        <ClientGigs title="Past gigs" gigs={client.past} empty="No gigs before today." />
        <ClientPayments client={client} />
        <ClientReviews client={client} />

        <section className={card} aria-label="Notes">
          <h2 className={heading}>Notes</h2>
          <form
            className="mt-2 space-y-2"
            onSubmit={(event) => {
              event.preventDefault()
              if (note.trim()) void addNote()
            }}
          >
            <Textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={2}
              placeholder="What to remember next time"
              aria-label="New note"
              maxLength={2000}
            />
            <Button type="submit" variant="secondary" size="sm" loading={busyWith === 'note'} disabled={!note.trim()}>
              Add note
            </Button>
          </form>
          <ul className="mt-3 divide-y divide-line">
            {client.notes.map((entry) => (
              <li key={entry._id} className="py-2.5">
                <p className="text-[15px] whitespace-pre-line">{entry.body}</p>
                <p className="text-sm text-muted">
                  {new Date(entry.createdAt).toLocaleString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className={card} aria-label="Her data">
          <h2 className={heading}>Her data</h2>
          <p className="mt-1 text-[15px] text-muted">If she asks what you keep about her, or to be forgotten.</p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <a href={`${clientKey(client._id)}/export`} download={`client-${client._id}.json`}>
                <Download aria-hidden="true" /> Download
              </a>
            </Button>
            <Button variant="outline" className="text-danger" loading={busyWith === 'erase'} onClick={() => setErasing(true)}>
              <Trash2 aria-hidden="true" /> Erase her
            </Button>
          </div>
        </section>
      </div>

      <ConfirmDialog
        open={erasing}
        onOpenChange={setErasing}
        title={`Erase ${client.name}?`}
        description="Her name, contacts, beauty profile, notes and shades are deleted for good. Her gigs and payments stay for your tax records, named “Erased client”."
        confirmLabel="Erase her"
        destructive
        onConfirm={() => void erase()}
      />
      <BeautyProfileSheet open={editing} onOpenChange={setEditing} client={client} onSaved={saved} />
      <Sheet
        open={merging !== null}
        onOpenChange={(open) => (open ? null : setMerging(null))}
        title="Merge the two records?"
        description="Her gigs, payments, reviews, notes and shades come together under this client; the other record goes."
      >
        {merging ? (
          <div className="space-y-3">
            <p className="text-[15px]">
              {merging.name} · {merging.email ?? merging.phone ?? 'no contact'}
            </p>
            <Button block loading={busyWith === 'merge'} onClick={() => merge(merging._id)}>
              Yes, merge them
            </Button>
            <Button block variant="ghost" onClick={() => setMerging(null)}>
              Keep them apart
            </Button>
          </div>
        ) : null}
      </Sheet>
    </DashboardPage>
  )
}
