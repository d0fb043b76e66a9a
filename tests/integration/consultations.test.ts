// Consultation and consent forms (issue 37): the owner's questions; one signed link per person of the
// party with every quote; answers into her beauty profile with their dates, health answers only with her
// consent; a link opens its own form only. Her private album: the photo answers its owner's session
// alone (another owner and a visitor get 404), /uploads never serves it, and it goes public only with her
// photo consent. Each route: happy path, bad input (nothing changed), no token, another owner's token.
import { randomBytes } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { GET as serveUpload } from '@/app/uploads/[...key]/route'
import { POST as uploadRoute } from '@/app/v1/clients/[clientId]/photos/route'
import { DELETE as deletePhotoRoute, GET as photoRoute } from '@/app/v1/clients/[clientId]/photos/[photoId]/route'
import { POST as publishRoute } from '@/app/v1/clients/[clientId]/photos/[photoId]/publish/route'
import { GET as formRoute, POST as answerRoute } from '@/app/v1/consultation-form/[consultationToken]/route'
import { GET as settingsRoute, PUT as saveSettingsRoute } from '@/app/v1/consultation-settings/route'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { findClientOfGig } from '@/lib/clients/client-of-gig'
import { consultationToken } from '@/lib/consultations/link'
import { HEALTH_CONSENT_NEEDED } from '@/lib/consultations/answer-form'
import { DEFAULT_QUESTIONS } from '@/lib/consultations/questions'
import { prisma } from '@/lib/db'
import { saveQuote, sendQuote } from '@/lib/weddings/owner-quote'
import { quoteBody } from '@/lib/weddings/schema'
import { callRoute } from '../support/call-route'
import { imageForm, pngImage } from '../support/images'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }
const hex = () => randomBytes(3).toString('hex')
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })

const QUOTE = quoteBody.parse({
  party: [
    { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 },
    { role: 'Bridesmaids', service: 'Makeup', count: 2, minCount: 1, maxCount: 4, priceCents: 18000, durationMinutes: 60 },
  ],
  readyBy: '11:00',
  artistCount: 1,
  travel: { kind: 'none' },
  retainer: { kind: 'percent', percent: 30 },
  retainerRefundable: false,
  balanceDue: { kind: 'daysBefore', days: 14 },
  cancellationTiers: DEFAULT_CANCELLATION_TIERS,
})

/** An owner, her bride (a client) and the wedding whose quote went out with its consultation links. */
async function weddingSent() {
  const { user, token } = await createOwner({ businessName: 'Glow Bridal' })
  const email = `mia-${hex()}@example.com`
  const client = await prisma.client.create({ data: { userId: user.id, name: 'Mia Rossi', email } })
  const gig = await createGigFor(user.id, {
    status: 'offered',
    origin: 'bookingRequest',
    customerName: 'Mia Rossi',
    customerEmail: email,
    clientId: client.id,
    date: new Date(`${dayFromToday(60)}T00:00:00Z`),
    timeFrom: '08:00',
    timeTo: '11:00',
    totalCents: 0,
  })
  await saveQuote({ user, appointmentId: gig.id, input: QUOTE })
  await sendQuote({ user, appointmentId: gig.id })
  const forms = await prisma.consultationForm.findMany({ where: { appointmentId: gig.id }, orderBy: { person: 'asc' } })
  const link = (person: string) => consultationToken(forms.find((form) => form.person === person)!.id)
  return { user, token, client, gig, email, forms, link }
}

const answer = (consultationTokenValue: string, body: object) =>
  callRoute<ErrorBody & { answeredAt: string }>(answerRoute, { method: 'POST', params: { consultationToken: consultationTokenValue }, body, headers: fromIp() })

describe('the consultation questions', () => {
  it('are the bridal defaults until she saves her own; bad input is refused and changes nothing; each owner has her own', async () => {
    const { token } = await createOwner()
    const other = await createOwner()
    expect((await callRoute(settingsRoute, { token })).body).toEqual({ questions: DEFAULT_QUESTIONS })
    const saved = await callRoute(saveSettingsRoute, { method: 'PUT', token, body: { questions: ['allergies', 'photoConsent'] } })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ questions: ['allergies', 'photoConsent'] })
    for (const questions of [['allergies', 'allergies'], ['bloodType'], 'allergies']) {
      const refused = await callRoute<ErrorBody>(saveSettingsRoute, { method: 'PUT', token, body: { questions } })
      expect(refused.status).toBe(422)
    }
    expect((await callRoute(settingsRoute, { token })).body).toEqual({ questions: ['allergies', 'photoConsent'] })
    expect((await callRoute(settingsRoute, { token: other.token })).body).toEqual({ questions: DEFAULT_QUESTIONS })
    expect((await callRoute(settingsRoute, {})).status).toBe(401)
    expect((await callRoute(saveSettingsRoute, { method: 'PUT', body: { questions: [] } })).status).toBe(401)
  })
})

describe('consultation forms', () => {
  it('go out with the quote: one signed link per person of the party, in the e-mail to the bride', async () => {
    const { forms, email, client, link } = await weddingSent()
    expect(forms.map((form) => form.person)).toEqual(['Bride', 'Bridesmaids 1', 'Bridesmaids 2'])
    expect(forms.find((form) => form.person === 'Bride')!.clientId).toBe(client.id)
    expect(forms.filter((form) => form.person !== 'Bride').every((form) => form.clientId === null)).toBe(true)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: email } })
    for (const person of ['Bride', 'Bridesmaids 1', 'Bridesmaids 2'])
      expect(mail.html).toContain(`${person}: <a href="http://localhost:3000/consultation/${link(person)}"`)
    for (const form of forms) expect(link(form.person)).not.toContain('.')
  })

  it('open only with their own signed token, and never show her answers', async () => {
    const { link, forms } = await weddingSent()
    const opened = await callRoute(formRoute, { params: { consultationToken: link('Bridesmaids 1') } })
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ businessName: 'Glow Bridal', person: 'Bridesmaids 1', name: null, questions: DEFAULT_QUESTIONS, answeredAt: null })
    // Another form's id under this form's signature, a token cut short, made up: all 404.
    const [, signature] = link('Bridesmaids 1').split('~')
    for (const forged of [`${forms[0].id}~${signature}`, link('Bride').slice(0, -2), `${forms[1].id}`, 'x~y', `${forms[1].id}~${'A'.repeat(32)}`]) {
      if (forged === link('Bride')) continue
      expect((await callRoute(formRoute, { params: { consultationToken: forged } })).status, forged).toBe(404)
      expect((await answer(forged, { name: 'Forger', allergies: 'None', healthConsent: true })).status, forged).toBe(404)
    }
    await answer(link('Bride'), { name: 'Mia Rossi', allergies: 'Nickel', healthConsent: true })
    const again = await callRoute(formRoute, { params: { consultationToken: link('Bride') } })
    expect(JSON.stringify(again.body)).not.toContain('Nickel')
  })

  it('keep health answers only with her consent; her answers fill her profile with the day she gave them', async () => {
    const { user, link, client, gig } = await weddingSent()
    const before = await prisma.client.count({ where: { userId: user.id } })
    const refused = await answer(link('Bridesmaids 2'), { name: 'Sophie Lane', allergies: 'Latex', photoConsent: true })
    expect(refused.status).toBe(422)
    expect(refused.body.error.fields?.healthConsent).toBe(HEALTH_CONSENT_NEEDED)
    expect(await prisma.client.count({ where: { userId: user.id } })).toBe(before)

    const bad = await answer(link('Bridesmaids 2'), { name: '', allergies: 'x'.repeat(501), healthConsent: true })
    expect(bad.status).toBe(422)
    expect(await prisma.client.count({ where: { userId: user.id } })).toBe(before)

    const sophieEmail = `sophie-${hex()}@example.com`
    const given = await answer(link('Bridesmaids 2'), {
      name: 'Sophie Lane',
      email: sophieEmail,
      skinType: 'Combination',
      allergies: 'Latex',
      contactLenses: true,
      inspiration: 'https://pinterest.example/soft-glam',
      photoConsent: true,
      healthConsent: true,
    })
    expect(given.status).toBe(200)
    const sophie = await prisma.client.findFirstOrThrow({ where: { userId: user.id, email: sophieEmail }, include: { notes: true } })
    expect(sophie).toMatchObject({ name: 'Sophie Lane', skinType: 'Combination', allergies: 'Latex', contactLenses: true })
    expect(sophie.healthConsentAt?.toISOString()).toBe(given.body.answeredAt)
    expect(sophie.photoConsentAt?.toISOString()).toBe(given.body.answeredAt)
    expect(Object.keys(sophie.profileGivenAt as object).sort()).toEqual(['allergies', 'contactLenses', 'photoConsent', 'skinType'])
    expect(sophie.notes[0].body).toContain('https://pinterest.example/soft-glam')

    // Without consent, the bride's form keeps what is not health, and no health answer at all.
    const bride = await answer(link('Bride'), { name: 'Someone Else', skinType: 'Dry', contactLenses: false, photoConsent: false })
    expect(bride.status).toBe(200)
    const mia = await prisma.client.findUniqueOrThrow({ where: { id: client.id } })
    expect(mia).toMatchObject({ name: 'Mia Rossi', skinType: 'Dry', healthConsentAt: null, photoConsentAt: null, contactLenses: false })
    expect(Object.keys(mia.profileGivenAt as object).sort()).toEqual(['photoConsent', 'skinType'])

    // The gig's timeline names her: the bridesmaid's allergy is the owner's to see on the day.
    const gigClient = await findClientOfGig({ user, appointmentId: gig.id })
    expect(gigClient?.party).toEqual([{ person: 'Bridesmaids 2', name: 'Sophie Lane', allergies: 'Latex', sensitivities: null }])
  })
})

describe("a client's private album", () => {
  async function withPhoto() {
    const { user, token } = await createOwner()
    const client = await prisma.client.create({ data: { userId: user.id, name: 'Mia Rossi' } })
    const uploaded = await callRoute<string>(uploadRoute, {
      method: 'POST',
      token,
      params: { clientId: client.id },
      query: { kind: 'trial' },
      rawBody: imageForm(await pngImage(800, 600)),
    })
    expect(uploaded.status).toBe(201)
    const photo = await prisma.clientPhoto.findFirstOrThrow({ where: { clientId: client.id } })
    return { user, token, client, photo, url: uploaded.body }
  }

  it('serves a photo to its owner only: another owner and a visitor get 404, and /uploads never serves it', async () => {
    const { token, client, photo, url } = await withPhoto()
    expect(url).toBe(`/v1/clients/${client.id}/photos/${photo.id}`)
    expect(photo.storageKey.startsWith('private/')).toBe(true)
    const params = { clientId: client.id, photoId: photo.id }
    const own = await callRoute(photoRoute, { token, params })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/png')
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    const other = await createOwner()
    expect((await callRoute(photoRoute, { token: other.token, params })).status).toBe(404)
    expect((await callRoute(photoRoute, { params })).status).toBe(404)
    const key = photo.storageKey.split('/')
    const served = await serveUpload(new NextRequest(`http://localhost:3000/uploads/${photo.storageKey}`), { params: Promise.resolve({ key }) })
    expect(served.status).toBe(404)
  })

  it('refuses an upload to another owner’s client, a bad kind and a missing file, and stores nothing', async () => {
    const { token, client } = await withPhoto()
    const other = await createOwner()
    const count = () => prisma.clientPhoto.count({ where: { clientId: client.id } })
    const before = await count()
    const form = async () => imageForm(await pngImage(100, 100))
    const upload = async (options: { token?: string; query?: Record<string, string>; rawBody?: BodyInit }) =>
      (await callRoute(uploadRoute, { method: 'POST', params: { clientId: client.id }, rawBody: await form(), ...options })).status
    expect(await upload({ token: other.token })).toBe(404)
    expect(await upload({})).toBe(401)
    expect(await upload({ token, query: { kind: 'selfie' } })).toBe(422)
    expect(await upload({ token, rawBody: JSON.stringify({ images: 'nope' }) })).toBe(415)
    expect(await count()).toBe(before)
  })

  it('goes public only with her photo consent on record, saying why where it blocks', async () => {
    const { user, token, client, photo } = await withPhoto()
    const album = await prisma.album.create({ data: { userId: user.id, name: 'Bridal' } })
    const params = { clientId: client.id, photoId: photo.id }
    const blocked = await callRoute<ErrorBody>(publishRoute, { method: 'POST', token, params, body: { albumId: album.id } })
    expect(blocked.status).toBe(409)
    expect(blocked.body.error.message).toBe(
      'Mia has not given photo consent, so her photos stay private. Ask her to say yes to photos on her consultation form first.',
    )
    expect(await prisma.image.count({ where: { userId: user.id } })).toBe(0)

    await prisma.client.update({ where: { id: client.id }, data: { photoConsentAt: new Date() } })
    const other = await createOwner()
    expect((await callRoute(publishRoute, { method: 'POST', token: other.token, params, body: { albumId: album.id } })).status).toBe(404)
    expect((await callRoute(publishRoute, { method: 'POST', params, body: { albumId: album.id } })).status).toBe(401)
    expect((await callRoute(publishRoute, { method: 'POST', token, params, body: {} })).status).toBe(422)
    const published = await callRoute<{ src: string }>(publishRoute, { method: 'POST', token, params, body: { albumId: album.id } })
    expect(published.status).toBe(200)
    const inAlbum = await prisma.albumImage.findMany({ where: { albumId: album.id }, include: { image: true } })
    expect(inAlbum.map((entry) => entry.image.src)).toEqual([published.body.src])
  })

  it('deletes a photo for its owner only', async () => {
    const { token, client, photo } = await withPhoto()
    const params = { clientId: client.id, photoId: photo.id }
    const other = await createOwner()
    expect((await callRoute(deletePhotoRoute, { method: 'DELETE', token: other.token, params })).status).toBe(404)
    expect((await callRoute(deletePhotoRoute, { method: 'DELETE', params })).status).toBe(401)
    expect(await prisma.clientPhoto.count({ where: { id: photo.id } })).toBe(1)
    expect((await callRoute(deletePhotoRoute, { method: 'DELETE', token, params })).body).toBe('success')
    expect(await prisma.clientPhoto.count({ where: { id: photo.id } })).toBe(0)
    expect((await callRoute(photoRoute, { token, params })).status).toBe(404)
  })
})
