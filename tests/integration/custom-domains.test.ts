// Custom domains need proof before they serve: setting one makes it pending with a token; the TXT record
// _glowfolio-challenge.{domain} = glowfolio-verify={token}, looked up at a local DNS stub (DNS_RESOLVER)
// by "Check now" and by the job, verifies it; only then does the site answer there, for one owner only.
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { startDnsStub } from '../support/dns-stub'

// The app reads DNS_RESOLVER from the environment at import: set it first, import after.
const dns = await startDnsStub()
process.env.DNS_RESOLVER = dns.address
afterAll(() => dns.close())

const { PATCH: patchUser } = await import('@/app/v1/user/[id]/route')
const { POST: checkRoute } = await import('@/app/v1/user/custom-domain/check/route')
const { prisma } = await import('@/lib/db')
const { jobs } = await import('@/lib/jobs/registry')
const { getSiteByDomain } = await import('@/lib/site/get-site')
const { checkPendingDomains } = await import('@/lib/users/check-custom-domain')
const { callRoute } = await import('../support/call-route')
const { createOwner } = await import('../factories/users')

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type Verification = {
  domain: string
  status: 'pending' | 'verified' | 'failed'
  records: { type: string; name: string; value: string }[]
  checkedAt: string | null
  checkUntil: string | null
  problem: string | null
}
type User = { customDomain: string | null; customDomainVerification: Verification | null }

const domain = () => `mia-${randomBytes(4).toString('hex')}.com.au`
const challenge = (name: string) => `_glowfolio-challenge.${name}`
const DAY = 24 * 60 * 60 * 1000

/** An owner who set `name` in edit profile (through the API), with the TXT value they were given. */
async function ownerClaiming(name: string) {
  const owner = await createOwner()
  const saved = await callRoute<User>(patchUser, { token: owner.token, params: { id: owner.user.id }, body: { customDomain: name } })
  expect(saved.status).toBe(200)
  const txt = saved.body.customDomainVerification!.records.find((record) => record.type === 'TXT')!
  return { ...owner, txt, verification: saved.body.customDomainVerification! }
}

const stateOf = (userId: string) =>
  prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { customDomain: true, customDomainStatus: true, customDomainToken: true, customDomainProblem: true, verifiedDomain: true },
  })

describe('PATCH /v1/user/:id with a custom domain', () => {
  it('saves a pasted address as a bare host name, pending with a token and the records to add; it serves nothing yet', async () => {
    const name = domain()
    const { user, token } = await createOwner()
    const before = Date.now()
    const saved = await callRoute<User>(patchUser, { token, params: { id: user.id }, body: { customDomain: ` https://${name.toUpperCase()}/ ` } })
    expect(saved.status).toBe(200)
    expect(saved.body.customDomain).toBe(name)
    const verification = saved.body.customDomainVerification!
    expect(verification).toMatchObject({ domain: name, status: 'pending', checkedAt: null, problem: null })
    expect(verification.records[0]).toEqual({ type: 'CNAME', name, value: 'localhost' })
    expect(verification.records[1]).toMatchObject({ type: 'TXT', name: challenge(name) })
    expect(verification.records[1].value).toMatch(/^glowfolio-verify=[0-9a-f]{32}$/)
    expect(new Date(verification.checkUntil!).getTime()).toBeGreaterThanOrEqual(before + 7 * DAY - 1000)
    expect(await getSiteByDomain(name)).toBeNull()

    const cleared = await callRoute<User>(patchUser, { token, params: { id: user.id }, body: { customDomain: '' } })
    expect(cleared.body).toMatchObject({ customDomain: null, customDomainVerification: null })
  })

  it('refuses a name that is not a domain, and one another owner proved, changing nothing', async () => {
    const name = domain()
    const first = await ownerClaiming(name)
    dns.setTxt(challenge(name), [first.txt.value])
    expect((await callRoute(checkRoute, { token: first.token })).status).toBe(200)

    const { user, token } = await createOwner()
    const invalid = await callRoute<Err>(patchUser, { token, params: { id: user.id }, body: { customDomain: 'my site' } })
    expect(invalid.status).toBe(422)
    expect(invalid.body.error.fields?.customDomain).toBe('Enter a domain like mia-makeup.com.au')
    const taken = await callRoute<Err>(patchUser, { token, params: { id: user.id }, body: { customDomain: name } })
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe('This domain is already connected to another Glowfolio site.')
    expect(await stateOf(user.id)).toMatchObject({ customDomain: null, customDomainToken: null })
  })

  it('lets anyone claim a domain that is only pending elsewhere (no squatting); the owner who proves it wins', async () => {
    const name = domain()
    const squatter = await ownerClaiming(name)
    const owner = await ownerClaiming(name)
    expect(owner.txt.value).not.toBe(squatter.txt.value)
    dns.setTxt(challenge(name), [owner.txt.value])
    expect((await callRoute<Verification>(checkRoute, { token: squatter.token })).body).toMatchObject({
      status: 'pending',
      problem: `The TXT record at ${challenge(name)} has another value: it must be exactly ${squatter.txt.value}`,
    })
    expect((await callRoute<Verification>(checkRoute, { token: owner.token })).body.status).toBe('verified')
    expect((await getSiteByDomain(name))?.userId).toBe(owner.user.id)

    // Both values in DNS: the squatter's record is right, but the domain is taken.
    dns.setTxt(challenge(name), [owner.txt.value, squatter.txt.value])
    expect((await callRoute<Verification>(checkRoute, { token: squatter.token })).body).toMatchObject({
      status: 'failed',
      problem: `Another Glowfolio site already uses ${name}.`,
    })
    expect((await getSiteByDomain(name))?.userId).toBe(owner.user.id)
  })

  it('starts over when the domain changes: a new token, pending, and the old domain stops serving', async () => {
    const [old, next] = [domain(), domain()]
    const owner = await ownerClaiming(old)
    dns.setTxt(challenge(old), [owner.txt.value])
    await callRoute(checkRoute, { token: owner.token })
    expect((await getSiteByDomain(old))?.userId).toBe(owner.user.id)
    const changed = await callRoute<User>(patchUser, { token: owner.token, params: { id: owner.user.id }, body: { customDomain: next } })
    expect(changed.body.customDomainVerification).toMatchObject({ domain: next, status: 'pending' })
    expect(changed.body.customDomainVerification!.records[1].value).not.toBe(owner.txt.value)
    expect(await getSiteByDomain(old)).toBeNull()
    expect(await getSiteByDomain(next)).toBeNull()
    // Saving the profile again with the same domain keeps its state and token.
    const again = await callRoute<User>(patchUser, {
      token: owner.token,
      params: { id: owner.user.id },
      body: { customDomain: next, businessName: 'Mia Makeup' },
    })
    expect(again.body.customDomainVerification).toEqual(changed.body.customDomainVerification)
  })
})

describe('POST /v1/user/custom-domain/check', () => {
  it('verifies a domain whose TXT record carries its token; the site then answers there, with or without www.', async () => {
    const name = domain()
    const { user, token, txt } = await ownerClaiming(name)
    // Other TXT records beside it do not matter.
    dns.setTxt(challenge(name), ['v=spf1 -all', txt.value])
    const checked = await callRoute<Verification>(checkRoute, { token })
    expect(checked.status).toBe(200)
    expect(checked.body).toMatchObject({ domain: name, status: 'verified', problem: null, checkUntil: null })
    expect(checked.body.checkedAt).not.toBeNull()
    expect((await getSiteByDomain(name))?.userId).toBe(user.id)
    expect((await getSiteByDomain(`WWW.${name}:443`))?.userId).toBe(user.id)
    expect(await getSiteByDomain(`other-${name}`)).toBeNull()
  })

  it('keeps a domain pending, saying why, while the record is missing, wrong or DNS cannot be reached', async () => {
    const name = domain()
    const { user, token, txt } = await ownerClaiming(name)
    const check = async () => (await callRoute<Verification>(checkRoute, { token })).body
    expect(await check()).toMatchObject({
      status: 'pending',
      problem: `No TXT record found at ${challenge(name)} yet. New records can take a few hours to show.`,
    })
    dns.setTxt(challenge(name), ['glowfolio-verify=someone-elses'])
    expect(await check()).toMatchObject({
      status: 'pending',
      problem: `The TXT record at ${challenge(name)} has another value: it must be exactly ${txt.value}`,
    })
    dns.failing.add(challenge(name))
    expect(await check()).toMatchObject({ status: 'pending', problem: `We could not reach the DNS servers of ${name}. We will try again in a few minutes.` })
    dns.failing.delete(challenge(name))
    expect(await getSiteByDomain(name)).toBeNull()
    expect((await stateOf(user.id)).verifiedDomain).toBeNull()
  })

  it('answers 409 to an owner with no domain, 401 without a token, changing nothing', async () => {
    const { user, token } = await createOwner()
    const before = await stateOf(user.id)
    const none = await callRoute<Err>(checkRoute, { token })
    expect(none.status).toBe(409)
    expect(none.body.error.message).toBe('Add your own domain in edit profile first')
    expect((await callRoute(checkRoute, {})).status).toBe(401)
    expect(await stateOf(user.id)).toEqual(before)
  })

  it("checks only the caller's own domain: another owner's pending domain stays as it was", async () => {
    const name = domain()
    const first = await ownerClaiming(name)
    dns.setTxt(challenge(name), [first.txt.value])
    const before = await stateOf(first.user.id)
    const other = await createOwner()
    const answer = await callRoute<Err>(checkRoute, { token: other.token, body: { userId: first.user.id } })
    expect(answer.status).toBe(409)
    expect(JSON.stringify(answer.body)).not.toContain(name)
    expect(await stateOf(first.user.id)).toEqual(before)
    expect(await getSiteByDomain(name)).toBeNull()
  })
})

describe('the custom-domain-checks job', () => {
  it('runs every 10 minutes', () => {
    expect(jobs.find((job) => job.name === 'custom-domain-checks')?.cron).toBe('*/10 * * * *')
  })

  it('verifies pending domains whose record appeared, keeps looking for the others, and gives up after 7 days', async () => {
    const [proven, waiting, stale] = [domain(), domain(), domain()]
    const [a, b, c] = [await ownerClaiming(proven), await ownerClaiming(waiting), await ownerClaiming(stale)]
    dns.setTxt(challenge(proven), [a.txt.value])
    dns.setTxt(challenge(stale), [c.txt.value.replace(/.$/, 'x')])
    const now = new Date()
    await prisma.user.update({ where: { id: c.user.id }, data: { customDomainCheckUntil: new Date(now.getTime() - 1000) } })

    await checkPendingDomains(now)
    expect(dns.queries).toEqual(expect.arrayContaining([challenge(proven), challenge(waiting)]))
    expect(dns.queries).not.toContain(challenge(stale))
    expect(await stateOf(a.user.id)).toMatchObject({ customDomainStatus: 'verified', verifiedDomain: proven })
    expect(await stateOf(b.user.id)).toMatchObject({
      customDomainStatus: 'pending',
      verifiedDomain: null,
      customDomainProblem: `No TXT record found at ${challenge(waiting)} yet. New records can take a few hours to show.`,
    })
    expect(await stateOf(c.user.id)).toMatchObject({
      customDomainStatus: 'failed',
      verifiedDomain: null,
      customDomainProblem: `We looked for the TXT record at ${challenge(stale)} for 7 days without finding it. Add it, then tap Check now.`,
    })
    expect((await getSiteByDomain(proven))?.userId).toBe(a.user.id)

    // Failed: the job stops asking. "Check now" gives it another 7 days.
    const asked = dns.queries.length
    await checkPendingDomains(now)
    expect(dns.queries.slice(asked)).not.toContain(challenge(stale))
    expect((await callRoute<Verification>(checkRoute, { token: c.token })).body).toMatchObject({
      status: 'pending',
      problem: `The TXT record at ${challenge(stale)} has another value: it must be exactly ${c.txt.value}`,
    })
  })
})
