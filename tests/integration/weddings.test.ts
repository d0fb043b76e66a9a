// Weddings: the owner's fee rules, the quote (built, changed, sent), the client's proposal (headcounts,
// signing, the retainer) and the signed contract, on the real database with test-mode payments.
import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GET as ownerContractRoute } from '@/app/v1/appointment/[appointmentId]/contract/route'
import { GET as getQuoteRoute } from '@/app/v1/appointment/[appointmentId]/quote/route'
import { GET as getFeeRulesRoute, PUT as putFeeRulesRoute } from '@/app/v1/fee-rules/route'
import { POST as newWeddingRoute } from '@/app/v1/quote/route'
import { POST as rescheduleRoute } from '@/app/v1/appointment/[appointmentId]/reschedule/route'
import { GET as listGigsRoute, PATCH as patchGigRoute } from '@/app/v1/appointment/route'
import { fromDbDate } from '@/lib/appointments/dates'
import { eventFromAppointment } from '@/lib/appointments/form-values'
import { POST as acceptRoute } from '@/app/v1/offer/[token]/accept/route'
import { GET as getProposalRoute } from '@/app/v1/offer/[token]/proposal/route'
import { POST as signRoute } from '@/app/v1/offer/[token]/sign/route'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import type { AppointmentResponse, AppointmentsByDate } from '@/lib/appointments/response-schema'
import { prisma } from '@/lib/db'
import type { FeeRules, QuoteResponse } from '@/lib/weddings/schema'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'
import {
  fromIp,
  gigState,
  headcounts,
  payRetainer,
  proposal,
  putQuote,
  quote,
  RULES,
  send,
  sentQuote,
  sign,
  weddingRequest,
  type Err,
} from '../support/wedding-quotes'

/** Her own address in this run: the client-message caps count per address across every test file. */
const AVA_EMAIL = `ava-${randomBytes(3).toString('hex')}@example.com`

describe('GET/PUT /v1/fee-rules', () => {
  it('answers no fees until saved, then the saved rules, early starts in time order', async () => {
    const { user, token } = await createOwner()
    expect((await callRoute<FeeRules>(getFeeRulesRoute, { token })).body).toEqual({
      travel: { freeWithinKm: 0, perKmCents: 0, freeSuburbs: [], zones: [] },
      earlyStartFees: [],
      minimumTotalCents: 0,
    })
    const saved = await callRoute<FeeRules>(putFeeRulesRoute, { method: 'PUT', token, body: RULES })
    expect(saved.status).toBe(200)
    expect(saved.body.earlyStartFees).toEqual([RULES.earlyStartFees[1], RULES.earlyStartFees[0]])
    // A zone saved without a travel time reads as 0 minutes: the form shows 0, never a blank that cannot be saved.
    expect(saved.body.travel.zones).toEqual([{ name: 'Blue Mountains', feeCents: 12000, travelMinutes: 0, distanceKm: null }])
    expect((await callRoute<FeeRules>(getFeeRulesRoute, { token })).body).toEqual(saved.body)
    expect(await prisma.feeRules.count({ where: { userId: user.id } })).toBe(1)
  })

  it('refuses bad rules with the field’s message, changing nothing', async () => {
    const { user, token } = await createOwner()
    await callRoute(putFeeRulesRoute, { method: 'PUT', token, body: RULES })
    const before = await prisma.feeRules.findUniqueOrThrow({ where: { userId: user.id } })
    const bad = await callRoute<Err>(putFeeRulesRoute, { method: 'PUT', token, body: { ...RULES, earlyStartFees: [{ before: '07:00', feeCents: -5 }] } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.['earlyStartFees.0.feeCents']).toBe('Please enter the fee')
    const zones = await callRoute<Err>(putFeeRulesRoute, {
      method: 'PUT',
      token,
      body: {
        ...RULES,
        travel: {
          ...RULES.travel,
          zones: [
            { name: 'North', feeCents: 1 },
            { name: 'NORTH', feeCents: 2 },
          ],
        },
      },
    })
    expect(zones.body.error.fields?.['travel.zones']).toBe('Each zone needs its own name')
    const distance = await callRoute<Err>(putFeeRulesRoute, {
      method: 'PUT',
      token,
      body: { ...RULES, travel: { ...RULES.travel, zones: [{ name: 'North', feeCents: 1, distanceKm: 12.5 }] } },
    })
    expect(distance.body.error.fields?.['travel.zones.0.distanceKm']).toBe('Please enter whole km')
    expect(await prisma.feeRules.findUniqueOrThrow({ where: { userId: user.id } })).toEqual(before)
  })

  it('keeps a zone’s distance each way, for the mileage log; a zone without one stays as it was', async () => {
    const { token } = await createOwner()
    const zones = [
      { name: 'Blue Mountains', feeCents: 12000, travelMinutes: 90, distanceKm: 95 },
      { name: 'Inner West', feeCents: 3000, travelMinutes: 20 },
    ]
    const saved = await callRoute<FeeRules>(putFeeRulesRoute, { method: 'PUT', token, body: { ...RULES, travel: { ...RULES.travel, zones } } })
    expect(saved.status).toBe(200)
    const answered = [zones[0], { ...zones[1], distanceKm: null }]
    expect(saved.body.travel.zones).toEqual(answered)
    expect((await callRoute<FeeRules>(getFeeRulesRoute, { token })).body.travel.zones).toEqual(answered)
  })

  it('needs a token, and each owner sees and saves only their own rules', async () => {
    const first = await createOwner()
    const other = await createOwner()
    await callRoute(putFeeRulesRoute, { method: 'PUT', token: first.token, body: RULES })
    expect((await callRoute(getFeeRulesRoute, {})).status).toBe(401)
    expect((await callRoute(putFeeRulesRoute, { method: 'PUT', body: RULES })).status).toBe(401)
    expect((await callRoute<FeeRules>(getFeeRulesRoute, { token: other.token })).body.travel.zones).toEqual([])
    await callRoute(putFeeRulesRoute, { method: 'PUT', token: other.token, body: { ...RULES, minimumTotalCents: 99900 } })
    expect((await prisma.feeRules.findUniqueOrThrow({ where: { userId: first.user.id } })).minimumTotalCents).toBe(0)
  })
})

// ─── Quotes, proposals, signatures, retainers ────────────────────────────────────────────────────

describe('GET/PUT /v1/appointment/[id]/quote and POST …/quote/send', () => {
  it('builds a quote from a booking request: the fees by the rules, and the gig follows it', async () => {
    const { token, gig } = await weddingRequest()
    expect((await callRoute<Err>(getQuoteRoute, { token, params: { appointmentId: gig.id } })).status).toBe(404)
    const built = await putQuote(token, gig.id)
    expect(built.status).toBe(200)
    expect(built.body.lines.map((line) => [line.kind, line.cents])).toEqual([
      ['party', 45000],
      ['party', 72000],
      ['travel', 1500],
      ['earlyStart', 5000],
      ['parking', 2000],
    ])
    expect(built.body).toMatchObject({
      totalCents: 125500,
      retainerCents: 37650,
      balanceCents: 87850,
      balanceDueDate: dayFromToday(46),
      version: 1,
      signature: null,
      sentAt: null,
    })
    expect((await callRoute<QuoteResponse>(getQuoteRoute, { token, params: { appointmentId: gig.id } })).body).toEqual(built.body)
    const after = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })
    expect(after).toMatchObject({
      totalCents: 125500,
      depositCents: 37650,
      paymentDueDate: new Date(`${dayFromToday(46)}T00:00:00Z`),
      cancellationTiers: DEFAULT_CANCELLATION_TIERS,
      status: 'offered',
    })
    expect(after.services).toEqual([
      { title: 'Bride', subTitle: 'Bridal makeup', count: 1, priceCents: 45000, durationMinutes: 90 },
      { title: 'Bridesmaids', subTitle: 'Makeup', count: 4, priceCents: 18000, durationMinutes: 45 },
    ])
    expect(after.cancellationPolicy).toContain('The retainer ($376.50) is non-refundable.')

    const changed = await putQuote(
      token,
      gig.id,
      quote({ travel: { kind: 'zone', zone: 'blue mountains' }, retainer: { kind: 'amount', cents: 50000 }, balanceDue: { kind: 'onTheDay' } }),
    )
    expect(changed.body).toMatchObject({ version: 2, retainerCents: 50000, balanceDueDate: dayFromToday(60) })
    expect(changed.body.lines.find((line) => line.kind === 'travel')).toMatchObject({ cents: 12000, detail: 'Blue Mountains' })
  })

  it('times the day once: the start, the early-start fee, the proposal, the contract and the timeline agree', async () => {
    const { token, gig } = await weddingRequest()
    const eightFaces = quote({
      party: [
        { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 },
        { role: 'Bridesmaids', service: 'Makeup', count: 6, minCount: 6, maxCount: 6, priceCents: 18000, durationMinutes: 45 },
        { role: 'Mother of the bride', service: 'Makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 12000, durationMinutes: 30 },
      ],
    })
    const alone = await putQuote(token, gig.id, eightFaces)
    expect(alone.status).toBe(200)
    expect(alone.body).toMatchObject({
      readyBy: '10:30',
      artistCount: 1,
      start: '04:00',
      fitWarning: '8 faces need 6 h 30 with 1 artist: start 4:00 am, or add an artist',
    })
    expect(alone.body.lines.find((line) => line.kind === 'earlyStart')?.cents).toBe(10000)

    const paired = await putQuote(token, gig.id, { ...eightFaces, artistCount: 2, bufferMinutes: 0 })
    expect(paired.body).toMatchObject({ artistCount: 2, start: '07:00', fitWarning: null })
    expect(paired.body.lines.some((line) => line.kind === 'earlyStart')).toBe(false)
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })
    expect(row).toMatchObject({ readyBy: '10:30', artistCount: 2, timeFrom: '07:00', timeTo: '10:30' })
    const offerToken = (await send(token, gig.id)).body.offerUrl!.split('/offer/')[1]
    const shown = (await proposal(offerToken)).body
    expect(shown.time).toEqual({ from: '07:00', to: '10:30' })
    expect(shown.terms).toContain('makeup from 7:00 am, everyone ready by 10:30 am')
    const listed = (await callRoute<AppointmentsByDate>(listGigsRoute, { token })).body
    const timeline = Object.values(listed)
      .flat()
      .find((item) => item._id === gig.id)!.timeline
    expect(timeline).toMatchObject({ start: { time: '07:00' }, readyBy: { time: '10:30' }, artistCount: 2, earlyStartFee: null })
  })

  it('refuses bad quotes with a clear message, changing nothing', async () => {
    const { token, gig } = await weddingRequest()
    await putQuote(token, gig.id)
    const before = await gigState(gig.id)
    const outside = await putQuote(
      token,
      gig.id,
      quote({ party: [{ role: 'Bride', service: 'Bridal', count: 3, minCount: 1, maxCount: 2, priceCents: 100, durationMinutes: 60 }] }),
    )
    expect(outside.status).toBe(422)
    expect(outside.body.error.fields?.['party.0.count']).toBe('Between 1 and 2')
    const zone = await putQuote(token, gig.id, quote({ travel: { kind: 'zone', zone: 'Hunter Valley' } }))
    expect(zone.body.error.fields?.['travel.zone']).toBe('Please choose one of your travel zones')
    const trial = await putQuote(token, gig.id, quote({ trial: { date: dayFromToday(61), time: { from: '10:00', to: '12:00' }, feeCents: 100 } }))
    expect(trial.body.error.message).toBe('The trial run comes before the wedding')
    expect((await putQuote(token, gig.id, quote({ retainer: { kind: 'percent', percent: 120 } }))).status).toBe(422)
    expect((await putQuote(token, gig.id, { party: [] })).status).toBe(422)
    expect(await gigState(gig.id)).toBe(before)
  })

  it('needs a token, and answers another owner 404 for every quote route, changing nothing', async () => {
    const { token, gig } = await weddingRequest()
    await putQuote(token, gig.id)
    const other = await createOwner()
    const before = await gigState(gig.id)
    expect((await callRoute(getQuoteRoute, { params: { appointmentId: gig.id } })).status).toBe(401)
    expect((await putQuote(undefined, gig.id)).status).toBe(401)
    expect((await send(undefined, gig.id)).status).toBe(401)
    expect((await callRoute(ownerContractRoute, { params: { appointmentId: gig.id } })).status).toBe(401)
    expect((await callRoute(getQuoteRoute, { token: other.token, params: { appointmentId: gig.id } })).status).toBe(404)
    expect((await putQuote(other.token, gig.id)).status).toBe(404)
    expect((await send(other.token, gig.id)).status).toBe(404)
    expect((await callRoute(ownerContractRoute, { token: other.token, params: { appointmentId: gig.id } })).status).toBe(404)
    expect(await gigState(gig.id)).toBe(before)
  })

  it('sends the quote as the offer: the client gets the link; a gig with no quote cannot be sent', async () => {
    const world = await weddingRequest()
    const bare = await createGigFor(world.user.id, { status: 'offered' })
    expect((await send(world.token, bare.id)).body.error.message).toBe('Build the quote before sending it')
    const offerToken = await sentQuote(world)
    const gig = await prisma.appointment.findUniqueOrThrow({ where: { id: world.gig.id } })
    expect(gig.offerToken).toBe(offerToken)
    expect(gig.offerSentAt).toBeInstanceOf(Date)
    const email = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.gig.customerEmail! } })
    expect(email.subject).toBe('Your wedding quote from Glow Bridal')
    expect(email.html).toContain(`/offer/${offerToken}`)
    // A quote's own words: her party's headcounts, the trial run, the retainer and the contract to sign.
    expect(email.text).toContain('Bride: 1 (Bridal makeup)')
    expect(email.text).toContain('Bridesmaids: 4 (Makeup)')
    expect(email.text).toMatch(/Trial run: \w+day \d+ \w+ \d{4}, 10:00 am – Midday, \$150\.00/)
    expect(email.text).toContain('Total: $1,255.00 AUD')
    expect(email.text).toContain('Retainer on signing: $376.50')
    expect(email.text).toContain('a contract to sign online')
    expect(email.text).not.toMatch(/deposit|#\d/i)
    // The plain accept of a one-line offer does not take a wedding quote.
    const accepted = await callRoute<Err>(acceptRoute, { params: { token: offerToken }, body: { acceptPolicy: true }, headers: fromIp() })
    expect(accepted.body.error.message).toBe('Please sign the contract, then pay the retainer')
  })
})

describe('the client’s proposal: headcounts, signature, retainer', () => {
  it('shows the quote and the contract written from its terms; unknown tokens and plain offers are 404', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    const { status, body } = await proposal(offerToken)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      status: 'offered',
      totalCents: 125500,
      retainerCents: 37650,
      retainerDue: 37650,
      signature: null,
      signAgain: false,
      payment: { card: true },
    })
    expect(body.terms).toContain('Wedding makeup agreement between Glow Bridal (the artist) and')
    expect(body.terms).toContain('- Bridesmaids: Makeup (4 × $180.00): $720.00')
    expect(body.terms).toContain('A retainer of $376.50 (30% of the total) secures the date and is paid on signing. The retainer is non-refundable.')
    expect(body.terms).toContain('Cancelled 30 to 90 days before the day: 50% of the total is kept.')
    expect(body.terms).toContain('Touch-ups after 2 pm are charged by the hour.')
    expect(body.termsHash).toBe(createHash('sha256').update(body.terms).digest('hex'))
    expect((await proposal(`not-issued-${randomBytes(12).toString('hex')}`)).status).toBe(404)
    const plain = await createGigFor(world.user.id, { status: 'offered', offerToken: randomBytes(24).toString('base64url') })
    expect((await proposal(plain.offerToken!)).status).toBe(404)
    // An owner's session is no credential here: only the token is.
    expect((await callRoute(getProposalRoute, { token: world.token, params: { token: `not-issued-${randomBytes(12).toString('hex')}` } })).status).toBe(404)
  })

  it('lets her choose headcounts within the limits: the total and the gig follow; outside them nothing changes', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    const before = await gigState(world.gig.id)
    const outside = await headcounts(offerToken, [1, 6])
    expect(outside.status).toBe(422)
    expect(outside.body.error.fields?.['counts.1']).toBe('Bridesmaids: between 2 and 5')
    expect((await headcounts(offerToken, [1])).status).toBe(409)
    expect((await headcounts(offerToken, [1, 'three'] as never)).status).toBe(422)
    expect(await gigState(world.gig.id)).toBe(before)

    const three = await headcounts(offerToken, [1, 3])
    expect(three.status).toBe(200)
    expect(three.body).toMatchObject({ totalCents: 107500, retainerCents: 32250 })
    const gig = await prisma.appointment.findUniqueOrThrow({ where: { id: world.gig.id } })
    expect(gig).toMatchObject({ totalCents: 107500, depositCents: 32250 })
    expect((gig.services as { count: number }[])[1].count).toBe(3)
  })

  it('records her signature on the exact terms she read, and refuses terms that changed under her', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    const shown = (await proposal(offerToken)).body
    const before = await gigState(world.gig.id)
    expect(
      (
        await callRoute<Err>(signRoute, {
          params: { token: offerToken },
          body: { fullName: 'Mia Rossi', agree: false, termsHash: shown.termsHash },
          headers: fromIp(),
        })
      ).status,
    ).toBe(422)
    expect((await sign(offerToken, shown.termsHash, ' ')).status).toBe(422)
    // The owner changes the quote while she reads: the hash she holds is no longer the terms'.
    await putQuote(world.token, world.gig.id, quote({ parkingCents: 3000 }))
    const stale = await sign(offerToken, shown.termsHash)
    expect(stale.status).toBe(409)
    expect(stale.body.error.message).toBe('The terms changed while you were reading. Please read them again, then sign.')
    expect(await prisma.contractSignature.count({ where: { quote: { appointmentId: world.gig.id } } })).toBe(0)
    expect(before).not.toBe(await gigState(world.gig.id))

    const fresh = (await proposal(offerToken)).body
    const signed = await sign(offerToken, fresh.termsHash)
    expect(signed.status).toBe(200)
    expect(signed.body.signature).toMatchObject({ fullName: 'Mia Rossi', termsHash: fresh.termsHash })
    const row = await prisma.contractSignature.findFirstOrThrow({ where: { quote: { appointmentId: world.gig.id } } })
    expect(row).toMatchObject({
      fullName: 'Mia Rossi',
      ip: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
      userAgent: 'Mozilla/5.0 (iPhone) Weddings test',
      termsText: fresh.terms,
      termsHash: createHash('sha256').update(fresh.terms).digest('hex'),
      supersededAt: null,
    })
    expect((await sign(offerToken, fresh.termsHash)).body.error.message).toBe('You have already signed this contract')
    expect(await prisma.emailOutbox.count({ where: { to: world.user.email, subject: { startsWith: 'Signed:' } } })).toBe(1)
  })

  it('never changes a signed contract: a change to the quote supersedes it, keeps it as signed, and asks for a new signature', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    const first = (await proposal(offerToken)).body
    await sign(offerToken, first.termsHash)
    const signature = await prisma.contractSignature.findFirstOrThrow({ where: { quote: { appointmentId: world.gig.id } } })
    // The database itself refuses any change to what was signed.
    await expect(prisma.contractSignature.update({ where: { id: signature.id }, data: { termsText: 'Nothing is owed.' } })).rejects.toThrow(/cannot be changed/)
    await expect(prisma.contractSignature.update({ where: { id: signature.id }, data: { fullName: 'Someone else' } })).rejects.toThrow(/cannot be changed/)

    const changed = await putQuote(world.token, world.gig.id, quote({ party: [quote().party[0], { ...quote().party[1], priceCents: 20000 }] }))
    expect(changed.body).toMatchObject({ signature: null, needsNewSignature: true })
    expect(changed.body.supersededSignatures).toEqual([
      expect.objectContaining({ fullName: 'Mia Rossi', termsHash: first.termsHash, supersededAt: expect.any(String) }),
    ])
    const kept = await prisma.contractSignature.findUniqueOrThrow({ where: { id: signature.id } })
    expect({ ...kept, supersededAt: null }).toEqual(signature)
    await expect(prisma.contractSignature.update({ where: { id: signature.id }, data: { supersededAt: null } })).rejects.toThrow(/cannot be changed/)
    expect(await prisma.emailOutbox.count({ where: { to: world.gig.customerEmail!, subject: 'Please sign again: your quote from Glow Bridal' } })).toBe(1)

    const again = (await proposal(offerToken)).body
    expect(again).toMatchObject({ signature: null, signAgain: true })
    expect((await payRetainer(offerToken)).body.error.message).toBe('Please sign the contract first')
    expect((await sign(offerToken, again.termsHash)).status).toBe(200)
    expect(await prisma.contractSignature.count({ where: { quote: { appointmentId: world.gig.id } } })).toBe(2)
    // Saving the same quote again changes no terms: the signature stands.
    expect(
      (await putQuote(world.token, world.gig.id, quote({ party: [quote().party[0], { ...quote().party[1], priceCents: 20000 }] }))).body.signature?.fullName,
    ).toBe('Mia Rossi')
  })

  it('keeps a signed wedding’s terms to its quote: the gig form never sets the party, money, day or ready-by', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    await sign(offerToken, (await proposal(offerToken)).body.termsHash)
    const listed = (await callRoute<AppointmentsByDate>(listGigsRoute, { token: world.token })).body
    const gig = Object.values(listed)
      .flat()
      .find((item) => item._id === world.gig.id)!
    const form = { ...eventFromAppointment(gig), _id: gig._id }
    const before = await gigState(world.gig.id)
    for (const change of [
      { pricing: { ...form.pricing, total: (form.pricing?.total ?? 0) + 1000 } },
      { date: dayFromToday(61) },
      { services: [...form.services!, { title: 'Aunt', subTitle: 'Makeup' }] },
      { readyBy: '10:00' },
      { artistCount: 2 },
    ]) {
      const refused = await callRoute<Err>(patchGigRoute, { method: 'PATCH', token: world.token, body: { ...form, ...change } })
      expect(refused.status).toBe(409)
      expect(refused.body.error.message).toBe(
        'This wedding’s party, prices, day and ready-by come from its quote: change them in the quote, and the client signs again',
      )
    }
    expect(await gigState(world.gig.id)).toBe(before)
    const described = await callRoute<AppointmentResponse>(patchGigRoute, {
      method: 'PATCH',
      token: world.token,
      body: { ...form, description: 'Soft glam' },
    })
    expect(described.status).toBe(200)
    expect(described.body).toMatchObject({ readyBy: '10:30', description: 'Soft glam', pricing: gig.pricing })
    expect((await proposal(offerToken)).body.signature?.fullName).toBe('Mia Rossi')
  })

  it('reschedules a signed wedding: a new contract version to sign (the old kept), the day timed again, the bride and her party e-mailed', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    const signed = await sign(offerToken, (await proposal(offerToken)).body.termsHash)
    expect(signed.status).toBe(200)
    expect((await payRetainer(offerToken)).body).toMatchObject({ status: 'booked' })
    const secret = () => randomBytes(12).toString('hex')
    await prisma.paymentShare.createMany({
      data: [
        {
          appointmentId: world.gig.id,
          name: 'Chloe Park',
          email: `chloe-${secret()}@example.com`,
          amountCents: 18000,
          position: 1,
          token: secret(),
          paidAt: new Date(),
        },
        { appointmentId: world.gig.id, name: 'Isla Nguyen', email: `isla-${secret()}@example.com`, amountCents: 18000, position: 2, token: secret() },
        { appointmentId: world.gig.id, name: 'Ruby', email: null, amountCents: 18000, position: 3, token: secret() },
      ],
    })
    const shares = await prisma.paymentShare.findMany({ where: { appointmentId: world.gig.id, email: { not: null } } })
    const versionBefore = (await prisma.quote.findUniqueOrThrow({ where: { appointmentId: world.gig.id } })).version

    // Ready by 9:00 now: 4 h 30 of work starts at 4:30 am, so the early-start fee rises from $50 to $100.
    const moved = await callRoute<AppointmentResponse & Err>(rescheduleRoute, {
      token: world.token,
      params: { appointmentId: world.gig.id },
      body: { date: dayFromToday(75), time: { from: '06:00', to: '10:30' }, readyBy: '09:00' },
    })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ date: dayFromToday(75), readyBy: '09:00', time: { from: '05:00', to: '09:00' }, status: 'booked' })
    expect(moved.body.timeline).toMatchObject({ start: { time: '04:30' }, readyBy: { time: '09:00' }, earlyStartFee: { feeCents: 10000 } })

    const quoteRow = await prisma.quote.findUniqueOrThrow({ where: { appointmentId: world.gig.id }, include: { signatures: true } })
    expect(quoteRow.version).toBe(versionBefore + 1)
    expect(quoteRow.signatures).toHaveLength(1)
    expect(quoteRow.signatures[0].supersededAt).not.toBeNull()
    expect(quoteRow.signatures[0].termsText).toContain(`everyone ready by 10:30 am`)

    const shown = (await proposal(offerToken)).body
    expect(shown).toMatchObject({ date: dayFromToday(75), time: { from: '04:30', to: '09:00' }, signature: null, signAgain: true })
    expect(shown.lines.find((line) => line.kind === 'earlyStart')?.cents).toBe(10000)
    expect(shown.terms).toContain('makeup from 4:30 am, everyone ready by 9:00 am')

    const bride = await prisma.emailOutbox.findMany({ where: { to: world.gig.customerEmail!, subject: 'New date for your wedding with Glow Bridal' } })
    expect(bride).toHaveLength(1)
    for (const share of shares) {
      expect(await prisma.emailOutbox.count({ where: { to: share.email!, subject: 'Mia Rossi’s wedding has a new date' } })).toBe(1)
    }

    // She signs the new version; the old signature stays on record.
    expect((await sign(offerToken, shown.termsHash)).status).toBe(200)
    const after = await prisma.contractSignature.findMany({ where: { quoteId: quoteRow.id }, orderBy: { signedAt: 'asc' } })
    expect(after.map((signature) => Boolean(signature.supersededAt))).toEqual([true, false])
  })

  it('keeps a quote made before the new heading in its own wording, so a signature given on it still holds', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    await prisma.quote.update({ where: { appointmentId: world.gig.id }, data: { contractWording: 1 } })
    const before = (await proposal(offerToken)).body
    expect(before.terms.split('\n')[0]).toBe(
      `Wedding makeup agreement #${world.gig.requestNumber} between Glow Bridal (the artist) and Mia Rossi (the client).`,
    )
    expect((await sign(offerToken, before.termsHash)).status).toBe(200)
    expect((await proposal(offerToken)).body).toMatchObject({ signAgain: false, signature: { fullName: 'Mia Rossi' } })
  })

  it('refuses to move a wedding to before its trial run, and changes nothing', async () => {
    const world = await weddingRequest()
    await sentQuote(world)
    const versionBefore = (await prisma.quote.findUniqueOrThrow({ where: { appointmentId: world.gig.id } })).version
    const moved = await callRoute<AppointmentResponse & Err>(rescheduleRoute, {
      token: world.token,
      params: { appointmentId: world.gig.id },
      body: { date: dayFromToday(20), time: { from: '06:00', to: '10:30' } },
    })
    expect(moved.status).toBe(422)
    expect(moved.body.error.message).toMatch(/^The trial run is on \w+ \d+ \w+: move the trial first, or choose a day after it$/)
    const gig = await prisma.appointment.findUniqueOrThrow({ where: { id: world.gig.id }, include: { quote: true } })
    expect(fromDbDate(gig.date)).toBe(fromDbDate(world.gig.date))
    expect(gig.quote!.version).toBe(versionBefore)
  })

  it('takes the retainer once signed, books the wedding and its trial run, and never takes it twice', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    expect((await payRetainer(offerToken)).body.error.message).toBe('Please sign the contract first')
    await sign(offerToken, (await proposal(offerToken)).body.termsHash)

    const [one, two] = await Promise.all([payRetainer(offerToken), payRetainer(offerToken)])
    expect([one.status, two.status].sort()).toEqual([200, 409])
    expect([one.body, two.body]).toContainEqual({ status: 'booked', testMode: true })
    expect((await payRetainer(offerToken)).body.error.message).toBe('Your retainer is paid: you’re booked')

    const gig = await prisma.appointment.findUniqueOrThrow({ where: { id: world.gig.id }, include: { payments: true, quote: true } })
    expect(gig).toMatchObject({ status: 'booked', paidToDateCents: 37650 })
    expect(gig.payments).toEqual([expect.objectContaining({ amountCents: 37650, provider: 'test', note: 'Retainer' })])
    const trial = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.quote!.trialAppointmentId! } })
    expect(trial).toMatchObject({
      status: 'booked',
      date: new Date(`${dayFromToday(30)}T00:00:00Z`),
      timeFrom: '10:00',
      totalCents: 15000,
      description: 'Bring a photo of the dress',
      customerName: 'Mia Rossi',
    })
    expect((await proposal(offerToken)).body).toMatchObject({ status: 'booked', retainerDue: 0, paidToDate: 37650 })
    // Booked, she can no longer change the party herself.
    expect((await headcounts(offerToken, [1, 2])).status).toBe(409)
  })

  it('without card payments, holds the wedding for its retainer paid the artist’s offline ways: never booked unpaid', async () => {
    const world = await weddingRequest({ payBankDetails: 'BSB 062-000 · 1234 5678' })
    const offerToken = await sentQuote(world)
    await sign(offerToken, (await proposal(offerToken)).body.termsHash)
    expect((await payRetainer(offerToken)).status).toBe(409)
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: world.gig.id } })).toMatchObject({ status: 'awaitingDeposit', paidToDateCents: 0 })
  })
})

describe('POST /v1/quote (a wedding from scratch)', () => {
  const bride = (extra: Record<string, unknown> = {}) => ({
    customerName: 'Ava Lee',
    customerEmail: AVA_EMAIL,
    customerMobile: '0412 000 222',
    location: { city: 'Mosman' },
    date: dayFromToday(90),
    readyBy: '10:00',
    ...extra,
  })

  it('makes an unsent request of the owner’s own, which the quote builder fills in and sends', async () => {
    const { user, token } = await createOwner()
    const made = await callRoute<AppointmentResponse>(newWeddingRoute, { token, body: bride() })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      status: 'offered',
      origin: 'owner',
      customerName: 'Ava Lee',
      customerMobile: '+61412000222',
      offer: null,
      pricing: { total: 0, deposit: 0 },
      // Her ready-by is the ready-by, never the end of a gig that starts at a guessed time.
      readyBy: '10:00',
      time: { from: '08:00', to: '10:00' },
    })
    expect((await putQuote(token, made.body._id)).status).toBe(200)
    expect((await send(token, made.body._id)).status).toBe(200)
    expect(await prisma.emailOutbox.count({ where: { to: AVA_EMAIL, subject: 'Your wedding quote from Test Beauty' } })).toBe(1)
    expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(1)
  })

  it('refuses a missing name, a past day and a bad e-mail, making nothing; needs a token', async () => {
    const { user, token } = await createOwner()
    const other = await createOwner()
    expect((await callRoute<Err>(newWeddingRoute, { token, body: bride({ customerName: '' }) })).body.error.fields?.customerName).toBe('Client name is missing')
    expect((await callRoute<Err>(newWeddingRoute, { token, body: bride({ date: dayFromToday(-2) }) })).body.error.fields?.date).toBe(
      'Please choose a date from today on',
    )
    expect((await callRoute<Err>(newWeddingRoute, { token, body: bride({ customerEmail: 'ava@' }) })).status).toBe(422)
    expect((await callRoute<Err>(newWeddingRoute, { body: bride() })).status).toBe(401)
    expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(0)
    // Another owner's token makes that owner's gig, never this one's.
    expect((await callRoute(newWeddingRoute, { token: other.token, body: bride() })).status).toBe(201)
    expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(0)
  })
})
