// After signing: the signed contract as a PDF e-mailed to both sides (the terms' SHA-256 in the e-mail and
// in the PDF, the client's within the client-message caps), and downloaded as a PDF or an HTML page. Where
// she signed from (address, browser) is in the record and the owner's view, never in the client's.
import { randomBytes } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { GET as ownerContractRoute } from '@/app/v1/appointment/[appointmentId]/contract/route'
import { GET as clientContractRoute } from '@/app/v1/offer/[token]/contract/route'
import { prisma } from '@/lib/db'
import type { EmailAttachment } from '@/lib/mail/outbox'
import { rateLimitFor } from '@/lib/rate-limit/limits'
import { getClientContract } from '@/lib/weddings/signed-contract'
import { callRoute, type Handler } from '../support/call-route'
import { pdfText } from '../support/pdf-text'
import { proposal, sentQuote, sign, weddingRequest } from '../support/wedding-quotes'

const CLIENT_SUBJECT = 'Your signed wedding contract with Glow Bridal'
/** The text without its white space: the PDF breaks lines, and draws a long run (a hash) in more than one piece. */
const squash = (text: string) => text.replace(/\s+/g, '')

/** A sent quote, signed by the bride: the world, the offer token and the signature's row. */
async function signedWedding(ownerExtra?: Record<string, unknown>) {
  const world = await weddingRequest(ownerExtra)
  const offerToken = await sentQuote(world)
  expect((await sign(offerToken, (await proposal(offerToken)).body.termsHash)).status).toBe(200)
  const signature = await prisma.contractSignature.findFirstOrThrow({ where: { quote: { appointmentId: world.gig.id } } })
  return { world, offerToken, signature }
}

/** A download's bytes (callRoute reads answers as text). */
async function downloaded<P>(handler: Handler<P>, { params, token }: { params: P; token?: string }) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {})
  const response = await handler(new NextRequest('http://localhost:3000/', { headers }), { params: Promise.resolve(params) })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The one PDF an outbox row carries. */
function attachedPdf(row: { attachments: unknown }): Buffer {
  const attachments = row.attachments as EmailAttachment[]
  expect(attachments).toHaveLength(1)
  expect(attachments[0]).toMatchObject({ filename: expect.stringMatching(/^wedding-contract-\d{4}-\d\d-\d\d\.pdf$/), contentType: 'application/pdf' })
  return Buffer.from(attachments[0].content, 'base64')
}

describe('the signed contract, after signing', () => {
  it('e-mails it as a PDF to the client and the artist, the SHA-256 in both e-mails and the PDF the signature’s', async () => {
    const { world, signature } = await signedWedding()
    const toClient = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.gig.customerEmail!, subject: CLIENT_SUBJECT } })
    const toOwner = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.user.email, subject: { startsWith: 'Signed:' } } })
    expect(toOwner.subject).toMatch(/^Signed: Mia Rossi’s wedding contract, \d{1,2} \w{3} \d{4}$/)
    expect(toClient.replyTo).toBe(world.user.email)
    for (const email of [toClient, toOwner]) {
      expect(email.text).toContain(signature.termsHash)
      expect(email.html).toContain(signature.termsHash)
      const pdf = attachedPdf(email)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const text = pdfText(pdf)
      expect(squash(text)).toContain(signature.termsHash)
      expect(text).toContain('Glow Bridal')
      expect(text).toContain('Signed online by')
      // The terms exactly as signed, every character in order.
      expect(squash(text)).toContain(squash(signature.termsText))
      // Neither the e-mails nor the PDF say where she signed from.
      for (const shown of [text, email.text, email.html]) {
        expect(shown).not.toContain(signature.ip)
        expect(shown).not.toMatch(/Weddings test|Mozilla|iPhone|Signed from/)
      }
    }
    // Counted like every message to a client.
    expect(await prisma.clientMessage.count({ where: { recipient: world.gig.customerEmail!.toLowerCase(), userId: world.user.id } })).toBe(2)
  })

  it('e-mails both copies when signing holds the date for a retainer paid outside the app', async () => {
    const { world, signature } = await signedWedding({ payBankDetails: 'BSB 062-000 · 1234 5678' })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: world.gig.id } })).toMatchObject({ status: 'awaitingDeposit' })
    const toClient = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.gig.customerEmail!, subject: CLIENT_SUBJECT } })
    const toOwner = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.user.email, subject: { startsWith: 'Signed:' } } })
    for (const email of [toClient, toOwner]) expect(squash(pdfText(attachedPdf(email)))).toContain(signature.termsHash)
  })

  it('keeps to the client-message caps: over them the signature stands and only the artist’s copy goes', async () => {
    const world = await weddingRequest()
    const offerToken = await sentQuote(world)
    const recipient = world.gig.customerEmail!.toLowerCase()
    const { points } = rateLimitFor('clientMessagesRecipient')
    await prisma.clientMessage.createMany({
      data: Array.from({ length: points }, () => ({ userId: world.user.id, channel: 'email', recipient, contentHash: randomBytes(32).toString('hex') })),
    })
    expect((await sign(offerToken, (await proposal(offerToken)).body.termsHash)).status).toBe(200)
    expect(await prisma.contractSignature.count({ where: { quote: { appointmentId: world.gig.id } } })).toBe(1)
    expect(await prisma.emailOutbox.count({ where: { to: world.gig.customerEmail!, subject: CLIENT_SUBJECT } })).toBe(0)
    expect(await prisma.emailOutbox.count({ where: { to: world.user.email, subject: { startsWith: 'Signed:' } } })).toBe(1)
  })
})

describe('GET /v1/offer/[token]/contract and GET /v1/appointment/[id]/contract', () => {
  it('downloads the signed contract as a PDF, or an HTML page; where she signed from is the owner’s alone', async () => {
    const { world, offerToken, signature } = await signedWedding()
    const { response: client, bytes: clientPdf } = await downloaded(clientContractRoute, { params: { token: offerToken } })
    expect(client.status).toBe(200)
    expect(client.headers.get('content-type')).toBe('application/pdf')
    expect(client.headers.get('content-disposition')).toMatch(/^attachment; filename="wedding-contract-\d{4}-\d\d-\d\d\.pdf"$/)
    expect(clientPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(squash(pdfText(clientPdf))).toContain(signature.termsHash)
    expect(pdfText(clientPdf)).not.toMatch(/Signed from|iPhone/)

    const clientHtml = await callRoute<string>(clientContractRoute, { params: { token: offerToken }, query: { format: 'html' } })
    expect(clientHtml.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(clientHtml.headers.get('content-disposition')).toMatch(/^attachment; filename="wedding-contract-\d{4}-\d\d-\d\d\.html"$/)
    expect(clientHtml.body).toContain(signature.termsHash)
    expect(clientHtml.body).not.toMatch(/<(script|link|img)\b|https?:\/\//)
    expect(clientHtml.body).not.toContain(signature.ip)
    expect(clientHtml.body).not.toMatch(/Weddings test|Signed from|From /)
    expect(JSON.stringify(await getClientContract({ token: offerToken }))).not.toContain(signature.ip)

    const ownerHtml = await callRoute<string>(ownerContractRoute, { token: world.token, params: { appointmentId: world.gig.id }, query: { format: 'html' } })
    expect(ownerHtml.body).toContain(`Signed from ${signature.ip} · a browser on iPhone`)
    expect(ownerHtml.body).not.toContain('Weddings test')
    const ownerPdf = await downloaded(ownerContractRoute, { token: world.token, params: { appointmentId: world.gig.id } })
    expect(squash(pdfText(ownerPdf.bytes))).toContain(squash(`Signed from ${signature.ip} · a browser on iPhone`))
  })

  it('refuses an unknown format, a missing token, another owner and an unknown link', async () => {
    const { world, offerToken } = await signedWedding()
    expect((await callRoute(clientContractRoute, { params: { token: offerToken }, query: { format: 'docx' } })).status).toBe(422)
    expect((await callRoute(ownerContractRoute, { token: world.token, params: { appointmentId: world.gig.id }, query: { format: 'docx' } })).status).toBe(422)
    expect((await callRoute(ownerContractRoute, { params: { appointmentId: world.gig.id } })).status).toBe(401)
    const other = await weddingRequest()
    expect((await callRoute(ownerContractRoute, { token: other.token, params: { appointmentId: world.gig.id } })).status).toBe(404)
    expect((await callRoute(clientContractRoute, { params: { token: `not-issued-${randomBytes(12).toString('hex')}` } })).status).toBe(404)
  })
})
