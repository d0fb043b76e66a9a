import { describe, expect, it } from 'vitest'
import { clientIp, trustProxySchema } from '@/lib/http/client-ip'
import { resolveClientIp } from '@/lib/http/forwarded-for.mjs'

describe('resolveClientIp', () => {
  it('takes the socket address and ignores what the client claims when no proxy is trusted', () => {
    expect(resolveClientIp('6.6.6.6', '203.0.113.7', 0)).toBe('203.0.113.7')
    expect(resolveClientIp('6.6.6.6, 7.7.7.7', '::ffff:203.0.113.7', 0)).toBe('203.0.113.7')
    expect(resolveClientIp(undefined, '2001:db8::1', 0)).toBe('2001:db8::1')
  })

  it('behind n trusted proxies takes the address n hops from the right, whatever the client put in front', () => {
    // The client wrote 6.6.6.6; the load balancer appended the client's real address; the peer is the balancer.
    expect(resolveClientIp('6.6.6.6, 198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4')
    // Two proxies: CDN then balancer.
    expect(resolveClientIp('6.6.6.6, 198.51.100.4, 172.16.0.9', '10.0.0.2', 2)).toBe('198.51.100.4')
    expect(resolveClientIp(['6.6.6.6', '198.51.100.4, 172.16.0.9'], '10.0.0.2', 2)).toBe('198.51.100.4')
  })

  it('falls back to the leftmost hop when the chain is shorter than the trusted proxies, and to the peer when there is none', () => {
    expect(resolveClientIp(undefined, '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(resolveClientIp('198.51.100.4', '10.0.0.2', 3)).toBe('198.51.100.4')
  })

  it('never hands on something that is not an address', () => {
    expect(resolveClientIp('not-an-ip', '10.0.0.2', 1)).toBe('unknown')
    expect(resolveClientIp(undefined, undefined, 0)).toBe('unknown')
  })
})

describe('TRUST_PROXY', () => {
  it('is a number of hops, 0 by default; true/false still read as 1/0', () => {
    expect(trustProxySchema.parse(undefined)).toBe(0)
    expect(trustProxySchema.parse('2')).toBe(2)
    expect(trustProxySchema.parse('true')).toBe(1)
    expect(trustProxySchema.parse('false')).toBe(0)
    expect(trustProxySchema.safeParse('lots').success).toBe(false)
    expect(trustProxySchema.safeParse('-1').success).toBe(false)
  })
})

describe('clientIp', () => {
  it('reads the address the server entry wrote', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})
