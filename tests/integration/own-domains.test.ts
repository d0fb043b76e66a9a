// No owner may claim the app's own domains as her custom domain: glowfolio.app and www.glowfolio.app,
// APP_URL's host, ROOT_DOMAIN and any subdomain of them. Such a claim could take over the app's own
// names once "proven" (a site answering where the app or another owner's site should).
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'

// The app reads APP_URL and ROOT_DOMAIN at import: set them first, import after.
process.env.APP_URL = 'https://app.glow-host.test'
process.env.ROOT_DOMAIN = 'glow-sites.test'

const { PATCH: patchUser } = await import('@/app/v1/user/[id]/route')
const { prisma } = await import('@/lib/db')
const { checkPendingDomains } = await import('@/lib/users/check-custom-domain')
const { callRoute } = await import('../support/call-route')
const { createOwner } = await import('../factories/users')

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

const claim = (token: string | undefined, id: string, customDomain: string) => callRoute<Err>(patchUser, { token, params: { id }, body: { customDomain } })

describe('custom domains that are the app’s own', () => {
  it('refuses glowfolio.app, www., APP_URL’s host, ROOT_DOMAIN and their subdomains, however typed, changing nothing', async () => {
    const { user, token } = await createOwner()
    const ours = [
      'glowfolio.app',
      'www.glowfolio.app',
      'WWW.GlowFolio.App.',
      'https://glowfolio.app/about',
      'mia.glowfolio.app',
      'app.glow-host.test',
      'www.app.glow-host.test',
      'glow-sites.test',
      'www.glow-sites.test',
      'mia.glow-sites.test',
    ]
    for (const domain of ours) {
      const answer = await claim(token, user.id, domain)
      expect(answer.status, domain).toBe(422)
      expect(answer.body.error.fields?.customDomain).toBe('Enter a domain you own')
    }
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { customDomain: true, customDomainStatus: true } })).toEqual({
      customDomain: null,
      customDomainStatus: null,
    })
  })

  it('takes a domain that only looks like ours', async () => {
    const { user, token } = await createOwner()
    const lookalike = `glowfolio-app-${randomBytes(3).toString('hex')}.com.au`
    expect((await claim(token, user.id, lookalike)).status).toBe(200)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).customDomain).toBe(lookalike)
  })

  it('gives up a claim of ours saved before the rule, whatever its record says', async () => {
    const { user } = await createOwner({
      customDomain: 'www.glowfolio.app',
      customDomainStatus: 'pending',
      customDomainToken: 'token-old',
      customDomainCheckUntil: new Date(Date.now() + 86_400_000),
    })
    await checkPendingDomains()
    expect(
      await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { customDomainStatus: true, verifiedDomain: true, customDomainProblem: true } }),
    ).toEqual({
      customDomainStatus: 'failed',
      verifiedDomain: null,
      customDomainProblem: "www.glowfolio.app is Glowfolio's own domain: enter a domain you own.",
    })
  })

  it('answers 401 without a token and 404 for another owner', async () => {
    const { user } = await createOwner()
    const other = await createOwner()
    expect((await claim(undefined, user.id, 'glowfolio.app')).status).toBe(401)
    expect((await claim(other.token, user.id, 'mia-own.com.au')).status).toBe(404)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).customDomain).toBeNull()
  })
})
