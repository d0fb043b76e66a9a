// A CDN in front of public sites (lib/site/cdn.ts): an owner's change asks it to forget her pages, in
// its own wire format, against a local stub of its API: Cloudflare purges her tag, CloudFront
// invalidates her paths (a signed CreateInvalidation). Off unless SITE_CDN is set. lib/env reads the
// environment once, at import: each case sets it and imports the modules afresh.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { startHttpStub, type StubRequest } from '../support/http-stub'
import { createOwner } from '../factories/users'

const cdn = await startHttpStub((request: StubRequest) =>
  request.path.includes('/invalidation')
    ? {
        status: 201,
        headers: { 'content-type': 'text/xml', location: `${request.path}/I2J0I21PCUYOIK` },
        body: '<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I2J0I21PCUYOIK</Id><Status>InProgress</Status></Invalidation>',
      }
    : request.path.includes('broken')
      ? { status: 403, json: { success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null } }
      : { json: { success: true, errors: [], messages: [], result: { id: 'zone-1' } } },
)
afterAll(() => cdn.close())

const KEEP = { ...process.env }
afterEach(() => {
  process.env = { ...KEEP }
  cdn.requests.length = 0
})

async function withCdn(settings: Record<string, string>) {
  Object.assign(process.env, settings)
  vi.resetModules()
  return { ...(await import('@/lib/site/cdn')), ...(await import('@/lib/site/site-changed')) }
}

describe('a change purges the CDN', () => {
  it('Cloudflare: her change sends a purge of her tag, with the API token', async () => {
    const { siteChanged, PURGE_DELAY_MS } = await withCdn({
      SITE_CDN: 'cloudflare',
      CLOUDFLARE_ZONE_ID: 'zone-1',
      CLOUDFLARE_API_TOKEN: 'cf-token',
      CLOUDFLARE_API_URL: `${cdn.url}/client/v4`,
    })
    const { user } = await createOwner()
    await siteChanged(user.id)
    expect(cdn.requests).toHaveLength(0)
    await expect.poll(() => cdn.requests.length, { timeout: PURGE_DELAY_MS + 3_000 }).toBe(1)
    const [purge] = cdn.requests
    expect(purge).toMatchObject({ method: 'POST', path: '/client/v4/zones/zone-1/purge_cache', json: { tags: [`site-${user.id}`] } })
    expect(purge.headers.authorization).toBe('Bearer cf-token')
  })

  it('CloudFront: a signed CreateInvalidation of her pages: /{slug}, and / where sites have hosts of their own', async () => {
    const { purgeSiteFromCdn } = await withCdn({
      SITE_CDN: 'cloudfront',
      CLOUDFRONT_DISTRIBUTION_ID: 'E2QWRUHAPOMQZL',
      CLOUDFRONT_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      CLOUDFRONT_SECRET_ACCESS_KEY: 'secret',
      CLOUDFRONT_API_URL: cdn.url,
      ROOT_DOMAIN: 'glowfolio.test',
    })
    const { user } = await createOwner()
    await purgeSiteFromCdn(user.id, { delayMs: 0 })
    const [invalidation] = cdn.requests
    expect(invalidation).toMatchObject({ method: 'POST', path: '/2020-05-31/distribution/E2QWRUHAPOMQZL/invalidation' })
    expect(invalidation.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\/\d{8}\/us-east-1\/cloudfront\/aws4_request/)
    expect(invalidation.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><InvalidationBatch xmlns="http:\/\/cloudfront.amazonaws.com\/doc\/2020-05-31\/">/,
    )
    expect(invalidation.body).toContain(`<Paths><Quantity>2</Quantity><Items><Path>/${user.slug}</Path><Path>/</Path></Items></Paths>`)
    expect(invalidation.body).toMatch(/<CallerReference>[0-9a-f-]{36}<\/CallerReference>/)
  })

  it('nothing goes out without SITE_CDN; a refused purge is logged, the change stands', async () => {
    const { user } = await createOwner()
    const off = await withCdn({ SITE_CDN: '' })
    await off.purgeSiteFromCdn(user.id, { delayMs: 0 })
    expect(cdn.requests).toHaveLength(0)

    const refused = await withCdn({
      SITE_CDN: 'cloudflare',
      CLOUDFLARE_ZONE_ID: 'broken',
      CLOUDFLARE_API_TOKEN: 'wrong',
      CLOUDFLARE_API_URL: `${cdn.url}/client/v4`,
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(refused.purgeSiteFromCdn(user.id, { delayMs: 0 })).resolves.toBeUndefined()
    expect(cdn.requests).toHaveLength(1)
    expect(errors.mock.calls.join(' ')).toContain('CDN not purged')
    errors.mockRestore()
  })
})
