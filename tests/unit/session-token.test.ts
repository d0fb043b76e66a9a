import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeSessionToken, readSessionToken, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/token'

const identity = { sub: 'user-1', email: 'owner@example.com', sv: 3, sid: 'session-1' }
const mint = async (maxAge = SESSION_MAX_AGE_SECONDS) => ({ token: await encodeSessionToken(identity, maxAge) })
const secret = process.env.AUTH_SECRET

afterEach(() => {
  process.env.AUTH_SECRET = secret
  vi.useRealTimers()
})

describe('session tokens', () => {
  it('reads the claims of a token, again and again', async () => {
    const { token } = await mint()
    const first = await readSessionToken(token)
    expect(first).toMatchObject({ sub: 'user-1', email: 'owner@example.com', sv: 3, sid: 'session-1' })
    expect(await readSessionToken(token)).toEqual(first)
  })

  it('stops accepting a token it has read once it expires', async () => {
    const { token } = await mint(60)
    expect(await readSessionToken(token)).not.toBeNull()
    vi.useFakeTimers({ now: Date.now() + 61_000 })
    expect(await readSessionToken(token)).toBeNull()
  })

  it('refuses a token it has read once the secret changes', async () => {
    const { token } = await mint()
    expect(await readSessionToken(token)).not.toBeNull()
    process.env.AUTH_SECRET = 'another-secret-another-secret-another-secret-01'
    expect(await readSessionToken(token)).toBeNull()
  })

  it('refuses a token that names no session (minted before sessions were rows)', async () => {
    const { encode } = await import('next-auth/jwt')
    const token = await encode({ token: { sub: 'user-1', email: 'owner@example.com', sv: 3 }, secret: process.env.AUTH_SECRET! })
    expect(await readSessionToken(token)).toBeNull()
  })

  it('refuses tampered and expired tokens', async () => {
    const { token } = await mint()
    // Change a character inside the ciphertext: the tag's last base64url character carries padding bits that may not count.
    const parts = token.split('.')
    const ciphertext = parts[3]
    const middle = Math.floor(ciphertext.length / 2)
    parts[3] = `${ciphertext.slice(0, middle)}${ciphertext[middle] === 'A' ? 'B' : 'A'}${ciphertext.slice(middle + 1)}`
    const tampered = parts.join('.')
    expect(await readSessionToken(tampered)).toBeNull()
    expect(await readSessionToken((await mint(-60)).token)).toBeNull()
  })
})
