// A local push service (what FCM, Mozilla's autopush and Apple's web push service are to a browser),
// speaking the Web Push protocol: it takes RFC 8030 push requests, checks their VAPID JWT (RFC 8292:
// ES256 signature by the `k` key, audience, expiry, subject) and decrypts their aes128gcm payload
// (RFC 8291 / RFC 8188) with the private key of a subscription it made, the way the browser would.
// Tests subscribe through it (`subscribe()` gives what PushSubscription.toJSON() gives), tell it how to
// answer (404, 410, 429, 503 … once each), and read what arrived.
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedPush = {
  subscriptionId: string
  headers: http.IncomingHttpHeaders
  ttl: number
  urgency: string | undefined
  /** The decrypted payload, parsed as JSON. */
  payload: unknown
  vapid: { subject: string; publicKey: string; audience: string; expiresAt: number }
  bodyBytes: number
}

const b64url = (bytes: Buffer) => bytes.toString('base64url')

/** RFC 8291 §3.4 and RFC 8188: one record (the payloads here are far under 4 KB), padding delimiter 2. */
export function decryptAes128gcm(body: Buffer, { ecdh, authSecret }: { ecdh: ECDH; authSecret: Buffer }): Buffer {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]
  const senderPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not the sender's 65-byte public key`)
  if (ciphertext.length > recordSize) throw new Error('more than one record')
  const receiverPublic = ecdh.getPublicKey()
  const ecdhSecret = ecdh.computeSecret(senderPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record padding delimiter')
  return padded.subarray(0, end)
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; throws on anything a push service refuses. */
export function checkVapid(authorization: string | undefined, endpointOrigin: string, now = Date.now()) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`no vapid Authorization header: ${authorization}`)
  const [, token, publicKey] = match
  const [header, claims, signature] = token.split('.')
  const key = Buffer.from(publicKey, 'base64url')
  if (key.length !== 65 || key[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33)) }
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!valid) throw new Error('VAPID JWT signature does not verify with k')
  const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }
  if (parsedHeader.alg !== 'ES256') throw new Error(`JWT alg ${parsedHeader.alg}`)
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }
  if (body.aud !== endpointOrigin) throw new Error(`JWT aud ${body.aud} is not ${endpointOrigin}`)
  if (body.exp * 1000 <= now || body.exp * 1000 > now + 24 * 3600_000) throw new Error('JWT exp not within 24 hours')
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`JWT sub ${body.sub}`)
  return { subject: body.sub, publicKey, audience: body.aud, expiresAt: body.exp }
}

type Subscription = { id: string; ecdh: ECDH; authSecret: Buffer }

export async function startPushServiceStub() {
  const subscriptions = new Map<string, Subscription>()
  const received: ReceivedPush[] = []
  const refused: { subscriptionId: string; error: string }[] = []
  /** Answers to give next, one per push, before the normal 201. */
  const answers: { status: number; headers?: Record<string, string> }[] = []
  const listeners = new Set<(push: ReceivedPush) => void>()

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? ''
    const subscription = subscriptions.get(id)
    const answer = (status: number, headers: Record<string, string> = {}) => {
      res.writeHead(status, headers)
      res.end()
    }
    if (req.method !== 'POST' || !subscription) return answer(404)
    const next = answers.shift()
    if (next) return answer(next.status, next.headers)
    try {
      const origin = `http://${req.headers.host}`
      const vapid = checkVapid(req.headers.authorization, origin)
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`)
      const ttl = Number(req.headers.ttl)
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL header')
      const push: ReceivedPush = {
        subscriptionId: id,
        headers: req.headers,
        ttl,
        urgency: req.headers.urgency as string | undefined,
        payload: JSON.parse(decryptAes128gcm(body, subscription).toString('utf8')),
        vapid,
        bodyBytes: body.length,
      }
      received.push(push)
      for (const listener of listeners) listener(push)
      res.writeHead(201, { location: `/message/${randomUUID()}` })
      res.end()
    } catch (error) {
      refused.push({ subscriptionId: id, error: (error as Error).message })
      answer(400)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    received,
    refused,
    /** A new subscription, as the browser's PushSubscription.toJSON() would give it. */
    subscribe() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const subscription = { id: randomUUID(), ecdh, authSecret: randomBytes(16) }
      subscriptions.set(subscription.id, subscription)
      return { endpoint: `${url}/push/${subscription.id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(subscription.authSecret) } }
    },
    /** The next pushes get these answers (then 201 again). */
    answerNext(...next: { status: number; headers?: Record<string, string> }[]) {
      answers.push(...next)
    },
    onPush(listener: (push: ReceivedPush) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type PushServiceStub = Awaited<ReturnType<typeof startPushServiceStub>>
