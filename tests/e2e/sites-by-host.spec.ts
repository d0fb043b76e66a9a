// Sites by host, end to end: a server with ROOT_DOMAIN serves the owner's site at {slug}.{ROOT_DOMAIN}
// and at the domain they set in edit profile once its TXT record (at a local DNS stub) proves it theirs,
// in a real browser (Chromium resolves *.localhost to this machine), while the dashboard stays on the
// app's own host. The app's host is app.localhost here: Next shortens a redirect to its own listening
// host (localhost, 127.0.0.1) to a bare path, which on an owner's host would send the browser round in
// circles; a deployment's APP_URL is a public name.
import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import sharp from 'sharp'
import { startDnsStub } from '../support/dns-stub'
import { startExtraServer } from './support/extra-server'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

const ROOT_DOMAIN = 'glowfolio.localhost'

/** A GET with any Host header (what a browser sends for a domain that points here). */
function getWithHost(port: string, host: string, path = '/'): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

test('an owner sets their own domain; it answers once its TXT record is found, as does {slug}.{ROOT_DOMAIN}; the dashboard stays home', async ({ browser }) => {
  test.setTimeout(120_000)
  const dns = await startDnsStub()
  const server = await startExtraServer({ ROOT_DOMAIN, DNS_RESOLVER: dns.address }, { host: 'app.localhost' })
  const port = new URL(server.url).port
  const id = randomBytes(4).toString('hex')
  const slug = `lash-lab-${id}`
  const domain = `lashlab-${id}.localhost`
  try {
    const user = await prisma.user.create({
      data: {
        email: `host-${id}@example.com`,
        wizardStep: 'complete',
        businessName: 'Lash Lab',
        slug,
        slogan: 'Lashes and brows in Newtown',
        locationCity: 'Newtown',
        locationFormatted: 'Newtown',
        mobile: '+61412000999',
      },
    })
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signIn(page, user, server.url)

    await page.goto('/dashboard/edit-profile')
    const field = page.getByLabel('Your own domain')
    await expect(page.getByText(/add a CNAME record pointing to/)).toBeVisible()
    await field.fill(`https://lash.${ROOT_DOMAIN}/`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter a domain you own').first()).toBeVisible()
    await field.scrollIntoViewIfNeeded()
    await snap(page, 'edit-profile-own-domain-refused')
    await field.fill(`https://${domain}/`)
    await page.getByRole('button', { name: 'Save' }).click()

    // Pending: the records to add, and nothing served at the domain until the TXT record is found.
    const status = page.getByRole('region', { name: 'Your domain' })
    await expect(status.getByText('Waiting for DNS', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/edit-profile$/)
    const { customDomain, customDomainToken } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(customDomain).toBe(domain)
    await expect(status.getByText(`_glowfolio-challenge.${domain}`)).toBeVisible()
    await expect(status.getByText(`glowfolio-verify=${customDomainToken}`)).toBeVisible()
    await expect(status.getByText('app.localhost', { exact: true })).toBeVisible()
    expect((await getWithHost(port, `${domain}:${port}`)).status).toBe(404)
    await status.getByRole('button', { name: 'Check now' }).click()
    await expect(status.getByText(`No TXT record found at _glowfolio-challenge.${domain} yet.`, { exact: false })).toBeVisible()
    await status.scrollIntoViewIfNeeded()
    await snap(page, 'edit-profile-domain-pending')

    dns.setTxt(`_glowfolio-challenge.${domain}`, [`glowfolio-verify=${customDomainToken}`])
    await status.getByRole('button', { name: 'Check now' }).click()
    await expect(status.getByText('Connected', { exact: true })).toBeVisible()
    await expect(field).toHaveValue(domain)
    await snap(page, 'edit-profile-domain-connected')

    // {slug}.{ROOT_DOMAIN}: the site, linking to the app's pages by their full address.
    const site = await context.newPage()
    const onSubdomain = await site.goto(`http://${slug}.${ROOT_DOMAIN}:${port}/`)
    expect(onSubdomain?.status()).toBe(200)
    await expect(site.getByRole('heading', { level: 1, name: 'Lash Lab' })).toBeVisible()
    await expect(site.getByRole('link', { name: 'Book me' })).toHaveAttribute('href', `${server.url}/book/${slug}`)
    await expect(site.getByRole('link', { name: 'Leave a review' })).toHaveAttribute('href', `${server.url}/post-review/${user.id}`)
    expect(await site.locator('link[rel=canonical]').getAttribute('href')).toBe(`https://${slug}.${ROOT_DOMAIN}`)
    await snap(site, 'site-on-subdomain')

    // The custom domain, with and without www.
    for (const host of [domain, `www.${domain}`]) {
      const response = await site.goto(`http://${host}:${port}/`)
      expect(response?.status(), host).toBe(200)
      await expect(site.getByRole('heading', { level: 1, name: 'Lash Lab' })).toBeVisible()
    }
    await snap(site, 'site-on-custom-domain')
    // Its link preview: the share image on the app's host (the owner's host serves only the site itself).
    const shareImage = await site.locator('meta[property="og:image"]').getAttribute('content')
    expect(shareImage).toMatch(new RegExp(`^${server.url}/share-image/${user.id}/site\\.png\\?v=[\\w-]{32}$`))
    expect(await site.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(shareImage)
    const image = await site.goto(shareImage!)
    expect(image?.status()).toBe(200)
    expect(image?.headers()['content-type']).toBe('image/png')
    expect(await sharp(await image!.body()).metadata()).toMatchObject({ width: 1200, height: 630 })

    // Anything else on an owner's host is the app's, on the app's host.
    await site.goto(`http://${slug}.${ROOT_DOMAIN}:${port}/dashboard/edit-profile`)
    await expect(site).toHaveURL(`${server.url}/dashboard/edit-profile`)
    const redirected = await getWithHost(port, `${domain}:${port}`, '/login')
    expect(redirected.status).toBe(307)
    expect(redirected.location).toBe(`${server.url}/login`)

    // Unknown names are a 404; the rewrite target typed on the app's host is too.
    expect((await getWithHost(port, `nobody-${id}.localhost:${port}`)).status).toBe(404)
    expect((await getWithHost(port, `nobody-${id}.${ROOT_DOMAIN}:${port}`)).status).toBe(404)
    expect((await getWithHost(port, `app.localhost:${port}`, `/custom-domain/${domain}`)).status).toBe(404)
    const app = await getWithHost(port, `app.localhost:${port}`, '/')
    expect(app.location).toBe('/dashboard')
    await context.close()
  } finally {
    await server.stop()
    await dns.close()
  }
})
