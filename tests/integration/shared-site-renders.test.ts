// The copy of each public site page that every server shares in Postgres (lib/site/shared-renders.ts):
// here two stores stand for two servers (or two workers) on one database. A page is rendered once for
// both, again once after its owner changes something, byte for byte what was rendered; a render whose
// holder died is taken over when its lease lapses.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeEach, describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { createSiteRenders, type SiteRenders } from '@/lib/http/site-renders.mjs'
import { fillFromShared, readSharedRender, type RenderedPage } from '@/lib/site/shared-renders'
import { siteChanged } from '@/lib/site/site-changed'
import { createOwner } from '../factories/users'

let first: SiteRenders
let second: SiteRenders
beforeEach(() => {
  first = createSiteRenders('http://127.0.0.1:9', process.env.AUTH_SECRET)
  second = createSiteRenders('http://127.0.0.1:9', process.env.AUTH_SECRET)
  first.live = second.live = true
})

/** A render of the owner's page as it is now: slow enough for the other server to miss it meanwhile. */
function renderer(userId: string, meanwhile: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, 150))) {
  const rendered: number[] = []
  const render = async (): Promise<RenderedPage> => {
    const { siteVersion, businessName } = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
    rendered.push(siteVersion)
    await meanwhile()
    const html = `<!DOCTYPE html><html><body><h1>${businessName}</h1>${'<p>Bridal makeup, Sydney</p>'.repeat(300)}</body></html>`
    return { html, owner: userId, version: siteVersion, validUntil: null, headers: { 'content-type': 'text/html; charset=utf-8' } }
  }
  return { render, rendered }
}

describe('one render per change for every server', () => {
  it('two servers missing a page at once render it once, and again once after a change; both serve the very bytes rendered', async () => {
    const { user } = await createOwner({ businessName: 'Shared Beauty' })
    const key = `shared.test/${user.slug}`
    const { render, rendered } = renderer(user.id)

    const [filledA, filledB] = await Promise.all([fillFromShared(first, key, render), fillFromShared(second, key, render)])
    expect(rendered).toHaveLength(1)
    expect([filledA!.source, filledB!.source].sort()).toEqual(['render', 'shared'])
    const [a, b] = [filledA!.entry, filledB!.entry]
    expect(a.identity.toString()).toContain('Shared Beauty')
    expect(b.identity.equals(a.identity)).toBe(true)
    expect(b.br!.equals(a.br!)).toBe(true)
    expect(b.etag).toBe(a.etag)
    expect(brotliDecompressSync(b.br!).equals(b.identity)).toBe(true)
    expect(gunzipSync(b.gzip!).equals(b.identity)).toBe(true)
    // A third server starting later takes the shared copy too.
    const third = createSiteRenders('http://127.0.0.1:9', process.env.AUTH_SECRET)
    third.live = true
    expect((await fillFromShared(third, key, render))!.entry.identity.equals(a.identity)).toBe(true)
    expect(rendered).toHaveLength(1)

    await prisma.user.update({ where: { id: user.id }, data: { businessName: 'Renamed Beauty' } })
    await siteChanged(user.id)
    expect(await readSharedRender(key)).toBeNull()
    first.drop(user.id)
    second.drop(user.id)
    const [c, d] = (await Promise.all([fillFromShared(first, key, render), fillFromShared(second, key, render)])).map((filled) => filled!.entry)
    expect(rendered).toHaveLength(2)
    expect(c.identity.toString()).toContain('Renamed Beauty')
    expect(d.identity.equals(c.identity)).toBe(true)
  })

  it('a copy rendered before the owner changed something is never shared as current, even stored after the change', async () => {
    const { user } = await createOwner()
    const key = `shared.test/${user.slug}`
    // The first render read what it shows, then the owner changed something, then it was stored.
    let changed = false
    const { render, rendered } = renderer(user.id, async () => {
      if (changed) return
      changed = true
      await siteChanged(user.id)
    })
    await fillFromShared(first, key, render)
    expect(await readSharedRender(key)).toBeNull()
    await fillFromShared(second, key, render)
    expect(rendered).toHaveLength(2)
    expect(rendered[1]).toBe(rendered[0] + 1)
    expect(await readSharedRender(key)).not.toBeNull()
  })

  it('a render whose holder died is taken over once its lease lapses', async () => {
    const { user } = await createOwner()
    const key = `shared.test/${user.slug}`
    await prisma.siteRenderLease.create({ data: { key, holder: 'a server that died', expiresAt: new Date(Date.now() + 300) } })
    const { render, rendered } = renderer(user.id)
    const started = Date.now()
    const entry = await fillFromShared(first, key, render)
    expect(entry).not.toBeNull()
    expect(rendered).toHaveLength(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(await prisma.siteRenderLease.count({ where: { key } })).toBe(0)
  })

  it('a copy past its validUntil (a trial ended) is rendered again', async () => {
    const { user } = await createOwner()
    const key = `shared.test/${user.slug}`
    const { render, rendered } = renderer(user.id)
    await fillFromShared(first, key, render)
    await prisma.siteRender.update({ where: { key }, data: { validUntil: new Date(Date.now() - 1) } })
    expect(await readSharedRender(key)).toBeNull()
    await fillFromShared(second, key, render)
    expect(rendered).toHaveLength(2)
  })
})
