// Profile editing, themes and the support form.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PATCH as patchUser } from '@/app/v1/user/[id]/route'
import { PATCH as applyThemeRoute } from '@/app/v1/user/route'
import { GET as themesRoute } from '@/app/v1/subscription/themes/route'
import { GET as themeRoute } from '@/app/v1/util/theme/[themeId]/route'
import { POST as supportRoute } from '@/app/v1/support/route'
import { NO_PASSWORD_YET } from '@/lib/auth/messages'
import { hashPassword } from '@/lib/auth/password'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import { getSiteBySlug, SITE_REVIEW_LIMIT } from '@/lib/site/get-site'
import { siteJsonLd } from '@/lib/site/json-ld'
import { currentSlugFor } from '@/lib/users/slug-redirect'
import { callRoute } from '../support/call-route'
import { albumWith, storedImage, subscribe } from '../factories/albums'
import { createReviewFor } from '../factories/reviews'
import { createOwner, uniqueEmail } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const PASSWORD = 'my current password'
let passwordHash: Promise<string> | undefined
/** An owner who signed up with a password (the factory's owners have none, like Facebook sign-ups). */
const ownerWithPassword = async () => createOwner({ passwordHash: await (passwordHash ??= hashPassword(PASSWORD)) })

type User = {
  customDomain: string | null
  businessName: string
  mobile: string
  facebookPage: string
  bio: string
  kit: { name: string }[]
  location: { city: string }
  coverImgs: string[]
  theme: string
  themeConfigs: Record<string, string>
}

describe('PATCH /v1/user/:id', () => {
  it('saves every profile field, cleaning what needs it', async () => {
    const { user, token } = await ownerWithPassword()
    const [cover, face] = [await storedImage(user.id), await storedImage(user.id)]
    const { status, body } = await callRoute<User>(patchUser, {
      token,
      params: { id: user.id },
      body: {
        businessName: 'Brushed by Bea',
        slogan: 'Soft glam for brides',
        profileImg: face.src,
        coverImgs: [cover.src],
        bio: '<p>Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        location: { city: 'Paddington', formatted: 'Paddington NSW' },
        kit: [{ name: 'NARS' }, { name: ' nars ' }, { name: '' }],
        mobile: '0412 000 111',
        email: uniqueEmail('bea'),
        currentPassword: PASSWORD,
        facebookPage: 'facebook.com/brushedbybea',
      },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      businessName: 'Brushed by Bea',
      mobile: '+61412000111',
      facebookPage: 'https://facebook.com/brushedbybea',
      kit: [{ name: 'NARS' }],
      location: { city: 'Paddington' },
      coverImgs: [cover.src],
    })
    expect(body.bio).toBe('<p>Hi <strong>there</strong></p>')
    expect(body.location).toEqual({ city: 'Paddington', formatted: 'Paddington NSW' })
  })

  it('derives the formatted address from the area typed and the country of the mobile', async () => {
    const { user, token } = await createOwner({ mobile: '+64211234567' })
    const moved = await callRoute<User & { location: { formatted: string } }>(patchUser, {
      token,
      params: { id: user.id },
      body: { location: { city: 'Ponsonby,  Auckland' } },
    })
    expect(moved.body.location).toEqual({ city: 'Ponsonby, Auckland', formatted: 'Ponsonby, Auckland, New Zealand' })
    // Search engines get the same place.
    expect(siteJsonLd((await getSiteBySlug(user.slug!))!)).toMatchObject({ address: { addressLocality: 'Ponsonby, Auckland', addressCountry: 'NZ' } })
    const home = await callRoute<User & { location: { formatted: string } }>(patchUser, {
      token,
      params: { id: user.id },
      body: { location: { city: 'Bondi' }, mobile: '0412 000 111' },
    })
    expect(home.body.location).toEqual({ city: 'Bondi', formatted: 'Bondi, Australia' })
  })

  it("says '{Field} is missing' with the spec's labels", async () => {
    const { user, token } = await createOwner()
    for (const [field, value, message] of [
      ['businessName', ' ', 'Business Name is missing'],
      ['mobile', '', 'Mobile is missing'],
      ['email', '', 'Email is missing'],
      ['location', { city: '' }, 'Address is missing'],
    ] as const) {
      const result = await callRoute<Err>(patchUser, { token, params: { id: user.id }, body: { [field]: value } })
      expect(result.status, field).toBe(422)
      expect(Object.values(result.body.error.fields ?? {})).toContain(message)
    }
  })

  it('answers a duplicate e-mail or address with a sentence that never names the other account, changing nothing', async () => {
    const first = await createOwner()
    const second = await ownerWithPassword()
    const email = await callRoute<Err>(patchUser, {
      token: second.token,
      params: { id: second.user.id },
      body: { email: first.user.email, currentPassword: PASSWORD },
    })
    expect(email.status).toBe(409)
    expect(email.body.error.message).toBe('This email is already used by another account.')
    expect(JSON.stringify(email.body)).not.toContain(first.user.email)
    const slug = await callRoute<Err>(patchUser, { token: second.token, params: { id: second.user.id }, body: { slug: first.user.slug } })
    expect(slug.body.error).toMatchObject({
      message: 'This website address is taken. Please choose another.',
      fields: { slug: 'This website address is taken. Please choose another.' },
    })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: second.user.id } })).email).toBe(second.user.email)
  })

  it("refuses another owner's profile, fields outside the list, Pro autoplay without Pro, and photos that are not the owner's", async () => {
    const first = await createOwner()
    const second = await createOwner()
    expect((await callRoute(patchUser, { token: second.token, params: { id: first.user.id }, body: { businessName: 'Taken' } })).status).toBe(404)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.user.id } })).businessName).toBe(first.user.businessName)
    for (const forbidden of [{ subscriptions: [] }, { hadTrial: true }, { wizardStep: 'businessName' }, { passwordHash: 'x' }]) {
      expect((await callRoute(patchUser, { token: first.token, params: { id: first.user.id }, body: forbidden })).status).toBe(422)
    }
    expect((await callRoute(patchUser, { token: first.token, params: { id: first.user.id }, body: { imgAutoplay: true } })).status).toBe(403)
    await subscribe(first.user.id, 'pro')
    expect((await callRoute(patchUser, { token: first.token, params: { id: first.user.id }, body: { imgAutoplay: true } })).status).toBe(200)
    const theirs = await storedImage(second.user.id)
    expect((await callRoute(patchUser, { token: first.token, params: { id: first.user.id }, body: { coverImgs: [theirs.src] } })).status).toBe(404)
    expect((await callRoute(patchUser, { params: { id: first.user.id }, body: { businessName: 'x' } })).status).toBe(401)
  })
})

describe('PATCH /v1/user/:id changing the website address', () => {
  const freshSlug = (name: string) => `${name}-${randomBytes(3).toString('hex')}`

  it('keeps every old address leading to the current one; an owner who takes a freed address wins over its redirect', async () => {
    const { user, token } = await createOwner()
    const [first, second] = [user.slug!, freshSlug('bea')]
    expect((await callRoute(patchUser, { token, params: { id: user.id }, body: { slug: second } })).status).toBe(200)
    expect(await currentSlugFor(first)).toBe(second)
    const third = freshSlug('bea-glam')
    await callRoute(patchUser, { token, params: { id: user.id }, body: { slug: third } })
    expect([await currentSlugFor(first), await currentSlugFor(second)]).toEqual([third, third])

    const other = await createOwner()
    expect((await callRoute(patchUser, { token: other.token, params: { id: other.user.id }, body: { slug: first } })).status).toBe(200)
    expect(await currentSlugFor(first)).toBeNull()
    expect((await prisma.user.findUniqueOrThrow({ where: { slug: first } })).id).toBe(other.user.id)
    // Taking her own old address back: it is hers again, and the one she leaves redirects.
    await callRoute(patchUser, { token, params: { id: user.id }, body: { slug: second } })
    expect([await currentSlugFor(second), await currentSlugFor(third)]).toEqual([null, second])
    expect(await currentSlugFor('favicon.ico')).toBeNull()
  })

  it('writes no redirect when the address is taken, unchanged, or the token is another owner’s', async () => {
    const { user, token } = await createOwner()
    const other = await createOwner()
    expect((await callRoute(patchUser, { token, params: { id: user.id }, body: { slug: other.user.slug } })).status).toBe(409)
    expect((await callRoute(patchUser, { token, params: { id: user.id }, body: { slug: user.slug } })).status).toBe(200)
    expect((await callRoute(patchUser, { token: other.token, params: { id: user.id }, body: { slug: freshSlug('x') } })).status).toBe(404)
    expect((await callRoute(patchUser, { params: { id: user.id }, body: { slug: freshSlug('x') } })).status).toBe(401)
    expect(await prisma.slugRedirect.count({ where: { userId: { in: [user.id, other.user.id] } } })).toBe(0)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).slug).toBe(user.slug)
  })
})

describe('PATCH /v1/user/:id changing the e-mail', () => {
  const outbox = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })

  it('needs the current password: without it or with a wrong one nothing changes and nobody is written to', async () => {
    const { user, token } = await ownerWithPassword()
    const email = uniqueEmail('new')
    for (const [body, field] of [
      [{ email }, 'Enter your current password'],
      [{ email, currentPassword: 'not my password' }, 'Incorrect password'],
      [{ email, currentPassword: '' }, 'Enter your current password'],
    ] as const) {
      const result = await callRoute<Err>(patchUser, { token, params: { id: user.id }, body })
      expect(result.status, JSON.stringify(body)).toBe(422)
      expect(result.body.error.fields?.currentPassword).toBe(field)
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email)
    expect(await outbox(user.email)).toEqual([])
    expect(await outbox(email)).toEqual([])
  })

  it('tells an owner without a password (a Facebook sign-up) how to set one', async () => {
    const { user, token } = await createOwner({ facebookUserId: `fb-${randomBytes(4).toString('hex')}` })
    const result = await callRoute<Err>(patchUser, { token, params: { id: user.id }, body: { email: uniqueEmail('new'), currentPassword: 'anything at all' } })
    expect(result.status).toBe(422)
    expect(result.body.error.message).toBe(NO_PASSWORD_YET)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email)
  })

  it('with it: e-mails the old address, verifies the new one, ends every other login and keeps this one', async () => {
    const { user, token } = await ownerWithPassword()
    const { token: otherDevice } = await mintSessionToken(user)
    const email = uniqueEmail('new')
    const result = await callRoute<{ email: string }>(patchUser, {
      token,
      params: { id: user.id },
      body: { email, currentPassword: PASSWORD, businessName: 'Still Me' },
    })
    expect(result.status).toBe(200)
    expect(result.body.email).toBe(email)

    const [notice] = await outbox(user.email)
    expect(notice.subject).toBe('Your Glowfolio email was changed')
    expect(notice.html).toContain(email)
    expect(notice.html).toContain('support@glowfolio.app')
    expect((await outbox(email)).map((mail) => mail.subject)).toEqual(['Verify your new email for Glowfolio'])

    const same = { params: { id: user.id }, body: { businessName: 'Still Me' } }
    expect((await callRoute(patchUser, { token, ...same })).status).toBe(200)
    expect((await callRoute(patchUser, { token: otherDevice, ...same })).status).toBe(401)
  })

  it('counts the e-mails of a change in the verification-link limit: ten changes in an hour send at most five e-mails', async () => {
    const { user, token } = await ownerWithPassword()
    const addresses = Array.from({ length: 10 }, () => uniqueEmail('changed'))
    const statuses = []
    for (const email of addresses) {
      statuses.push((await callRoute<Err>(patchUser, { token, params: { id: user.id }, body: { email, currentPassword: PASSWORD } })).status)
    }
    expect(statuses).toEqual([200, 200, ...Array(8).fill(429)])
    const sent = await prisma.emailOutbox.count({ where: { to: { in: [user.email, ...addresses] } } })
    expect(sent).toBe(4)
    expect(sent).toBeLessThanOrEqual(5)
    const refused = await callRoute<Err>(patchUser, { token, params: { id: user.id }, body: { email: uniqueEmail('again'), currentPassword: PASSWORD } })
    expect(refused.body.error.message).toBe('We have sent a few links already. Please check your inbox and spam folder, or try again in an hour.')
    // The refused changes changed nothing.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(addresses[1])
  })

  it('needs no password when the e-mail sent is the one on file (the form always sends it)', async () => {
    const { user, token } = await createOwner()
    const result = await callRoute(patchUser, { token, params: { id: user.id }, body: { email: user.email.toUpperCase(), businessName: 'Same Address' } })
    expect(result.status).toBe(200)
  })

  it("cannot change another owner's e-mail, even with that owner's password", async () => {
    const first = await ownerWithPassword()
    const second = await ownerWithPassword()
    const result = await callRoute(patchUser, {
      token: second.token,
      params: { id: first.user.id },
      body: { email: uniqueEmail('taken'), currentPassword: PASSWORD },
    })
    expect(result.status).toBe(404)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.user.id } })).email).toBe(first.user.email)
  })
})

describe('losing Pro', () => {
  it('keeps autoplay saved and never blocks unrelated edits; the site stops autoplaying; turning it on again needs Pro', async () => {
    const { user, token } = await createOwner({ locationCity: 'Bondi', mobile: '+61412000111' })
    const cover = await storedImage(user.id)
    const pro = await subscribe(user.id, 'pro')
    const form = { businessName: 'Glow', coverImgs: [cover.src], imgAutoplay: true, location: { city: 'Bondi' }, mobile: '0412 000 111', email: user.email }
    expect((await callRoute(patchUser, { token, params: { id: user.id }, body: form })).status).toBe(200)
    expect((await getSiteBySlug(user.slug!))!.autoplay).toBe(true)

    await prisma.subscription.update({ where: { id: pro.id }, data: { status: 'cancelled', cancelledAt: new Date() } })
    expect((await getSiteBySlug(user.slug!))!.autoplay).toBe(false)
    // The edit form posts every field, autoplay still on: the save goes through and changes nothing of it.
    const saved = await callRoute<User & { imgAutoplay: boolean }>(patchUser, {
      token,
      params: { id: user.id },
      body: { ...form, businessName: 'Glow Studio' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ businessName: 'Glow Studio', imgAutoplay: true, coverImgs: [cover.src] })
    expect((await getSiteBySlug(user.slug!))!.autoplay).toBe(false)

    expect((await callRoute(patchUser, { token, params: { id: user.id }, body: { imgAutoplay: false } })).status).toBe(200)
    const refused = await callRoute<Err>(patchUser, { token, params: { id: user.id }, body: { imgAutoplay: true } })
    expect(refused.status).toBe(403)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).imgAutoplay).toBe(false)
  })
})

describe('themes', () => {
  it('lists themes with price, author, the active one and what is available', async () => {
    const { token } = await createOwner()
    const { body } = await callRoute<{ id: string; price: number; active: boolean; available: boolean; heading: { color: string } }[]>(themesRoute, { token })
    expect(body.find((t) => t.id === 'basic')).toMatchObject({ price: 0, active: true, available: true, heading: { color: '#000000' } })
    expect(body.find((t) => t.id === 'noir')).toMatchObject({ active: false, available: false })
    expect((await callRoute(themeRoute, { token, params: { themeId: 'editorial' } })).status).toBe(200)
    expect((await callRoute(themeRoute, { token, params: { themeId: 'nope' } })).status).toBe(404)
  })

  it('applies a free theme at once, custom colours with Pro, a paid theme only when paid for', async () => {
    const { user, token } = await createOwner()
    expect((await callRoute<User>(applyThemeRoute, { token, body: { _id: user.id, theme: 'editorial' } })).status).toBe(403)
    const refused = await callRoute<Err>(applyThemeRoute, { token, body: { _id: user.id, themeConfigs: { primaryColor: '#c2346a' } } })
    expect(refused.body.error.message).toBe('Custom colours are a Pro feature')
    await subscribe(user.id, 'pro')
    const colours = await callRoute<User>(applyThemeRoute, {
      token,
      body: { _id: user.id, theme: 'basic', themeConfigs: { primaryColor: '#c2346a', headingColor: '#111111' } },
    })
    expect(colours.body.themeConfigs).toEqual({ primaryColor: '#c2346a', headingColor: '#111111' })
    await prisma.subscription.updateMany({ where: { userId: user.id }, data: { status: 'cancelled' } })
    const paid = await callRoute<Err>(applyThemeRoute, { token, body: { _id: user.id, theme: 'noir' } })
    expect(paid.status).toBe(403)
    expect(paid.body.error.message).toBe('Subscribe to use this theme')
    await prisma.subscription.create({ data: { userId: user.id, type: 'theme', themeId: 'noir', status: 'active', provider: 'test', priceCents: 599 } })
    expect((await callRoute<User>(applyThemeRoute, { token, body: { _id: user.id, theme: 'noir' } })).body.theme).toBe('noir')
    expect((await callRoute(applyThemeRoute, { token, body: { _id: user.id, themeConfigs: { primaryColor: 'red' } } })).status).toBe(422)
    const other = await createOwner()
    expect((await callRoute(applyThemeRoute, { token: other.token, body: { _id: user.id, theme: 'basic' } })).status).toBe(404)
  })
})

describe('the public site data', () => {
  it('answers nothing for an unknown slug; JSON-LD holds visible reviews only with the right average', async () => {
    expect(await getSiteBySlug(`nobody-${randomBytes(3).toString('hex')}`)).toBeNull()
    const { user } = await createOwner()
    await createReviewFor(user.id, { score: 5, comments: 'Visible and lovely' })
    await createReviewFor(user.id, { score: 4, comments: 'Also visible' })
    await createReviewFor(user.id, { score: 1, comments: 'Hidden and harsh', status: 'hidden' })
    const site = (await getSiteBySlug(user.slug!))!
    const json = siteJsonLd(site) as unknown as { aggregateRating: { ratingValue: number; reviewCount: number }; review: { reviewBody: string }[] }
    expect(json.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 })
    expect(json.review.map((r) => r.reviewBody).sort()).toEqual(['Also visible', 'Visible and lovely'])
    expect(JSON.stringify(site)).not.toContain('Hidden and harsh')
  })

  it('never shows the login e-mail; an e-mail the owner chooses to publish shows on the site and in JSON-LD', async () => {
    const { user, token } = await createOwner()
    const site = async () => (await getSiteBySlug(user.slug!))!
    const published = async () => JSON.stringify([await site(), siteJsonLd(await site())])
    expect((await site()).contact.email).toBeNull()
    expect(await published()).not.toContain(user.email)

    const publicEmail = uniqueEmail('hello')
    const saved = await callRoute<{ publicEmail: string | null }>(patchUser, {
      token,
      params: { id: user.id },
      body: { publicEmail: ` ${publicEmail.toUpperCase()} ` },
    })
    expect(saved).toMatchObject({ status: 200, body: { publicEmail } })
    expect((await site()).contact.email).toBe(publicEmail)
    expect(siteJsonLd(await site())).toMatchObject({ email: publicEmail })
    expect(await published()).not.toContain(user.email)

    const bad = await callRoute<Err>(patchUser, { token, params: { id: user.id }, body: { publicEmail: 'not an email' } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.publicEmail).toBe('Please enter a valid email address')
    expect((await site()).contact.email).toBe(publicEmail)

    expect(await callRoute(patchUser, { token, params: { id: user.id }, body: { publicEmail: '' } })).toMatchObject({
      status: 200,
      body: { publicEmail: null },
    })
    expect((await site()).contact.email).toBeNull()
    expect(siteJsonLd(await site())).not.toHaveProperty('email')
  })

  it('rates over every visible review, however many, while the page lists the newest', async () => {
    const { user } = await createOwner()
    const count = SITE_REVIEW_LIMIT + 10
    // The newest 50 score 5; ten older ones score 1: a rating from the listed ones alone would say 5.0.
    await prisma.review.createMany({
      data: Array.from({ length: count }, (_, n) => ({
        userId: user.id,
        customerName: `Client ${n}`,
        score: n < SITE_REVIEW_LIMIT ? 5 : 1,
        comments: `Review ${n}`,
        source: 'glowfolio' as const,
        status: 'visible' as const,
        date: new Date(Date.now() - n * 86_400_000),
      })),
    })
    await createReviewFor(user.id, { score: 1, status: 'hidden' })
    const site = (await getSiteBySlug(user.slug!))!
    expect(site.reviews).toHaveLength(SITE_REVIEW_LIMIT)
    expect(site.rating).toEqual({ average: Math.round(((SITE_REVIEW_LIMIT * 5 + 10) * 10) / count) / 10, count })
    const json = siteJsonLd(site) as unknown as { aggregateRating: { ratingValue: number; reviewCount: number } }
    expect(json.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: count })
  })

  it('never shows a hidden or dismissed album, nor its photos', async () => {
    const { user } = await createOwner()
    const [shown, hidden, dismissed] = [await storedImage(user.id), await storedImage(user.id), await storedImage(user.id)]
    await albumWith(user.id, [shown.id], { name: 'Bridal looks' })
    await albumWith(user.id, [hidden.id], { name: 'Secret hidden album', status: 'hidden', auto: true })
    await albumWith(user.id, [dismissed.id], { name: 'Dismissed suggestion', status: 'dismissed', auto: true })
    const site = (await getSiteBySlug(user.slug!))!
    expect(site.albums.map((album) => album.name)).toEqual(['Bridal looks'])
    const everything = JSON.stringify(site)
    for (const text of ['Secret hidden album', 'Dismissed suggestion', hidden.src, dismissed.src]) expect(everything).not.toContain(text)
  })
})

describe('POST /v1/support', () => {
  it('e-mails support with the message, the owner’s e-mail and id, replying to the owner', async () => {
    const { user, token } = await createOwner()
    expect((await callRoute(supportRoute, { token, body: { subject: 'Help with cards', message: 'My card looks wrong' } })).body).toEqual({ sent: true })
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { replyTo: user.email, subject: '[Support] Help with cards' } })
    expect(mail.html).toContain('My card looks wrong')
    expect(mail.html).toContain(user.id)
  })

  it('needs a subject, a message and a token', async () => {
    const { token } = await createOwner()
    const result = await callRoute<Err>(supportRoute, { token, body: { subject: '', message: '' } })
    expect(result.body.error.fields).toMatchObject({ subject: 'Subject is missing', message: 'Message is missing' })
    expect((await callRoute(supportRoute, { body: { subject: 'a', message: 'b' } })).status).toBe(401)
  })
})
