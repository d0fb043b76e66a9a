// Today's checklist and suggestions: lists, dismiss, check, and items that tick themselves.
import { describe, expect, it } from 'vitest'
import { GET as listRoute } from '@/app/v1/checklist/user/items/route'
import { PATCH as dismissRoute } from '@/app/v1/checklist/user/items/dismiss/[id]/route'
import { PATCH as updateRoute } from '@/app/v1/checklist/user/items/[id]/route'
import { POST as eventRoute } from '@/app/v1/checklist/user/events/route'
import { checklistItems } from '@/lib/catalogue/checklist'
import type { Checklist } from '@/lib/checklist/schema'
import { markChecklistTrigger } from '@/lib/checklist/triggers'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createReviewFor } from '../factories/reviews'
import { createOwner } from '../factories/users'

const find = (list: Checklist['checklistItems'], itemId: string) => list.find((entry) => entry.item._id === itemId)!

describe('GET /v1/checklist/user/items', () => {
  it('lists suggestions and the checklist, the website link resolved, nothing ticked for a blank owner', async () => {
    const { token } = await createOwner({ slug: 'checklist-owner', profileImg: null })
    const { status, body } = await callRoute<Checklist>(listRoute, { token })
    expect(status).toBe(200)
    // Every suggestion in the catalogue, none dismissed yet.
    expect(body.suggestions.map((entry) => entry.item._id).sort()).toEqual(
      checklistItems
        .filter((item) => item.kind === 'suggestion')
        .map((item) => item.id)
        .sort(),
    )
    expect(body.suggestions.find((s) => s.item._id === 'suggest-review-cards')?.item).toMatchObject({ type: 'feature', subItemId: 'review-cards' })
    expect(find(body.checklistItems, 'share-website').item.link).toBe('http://localhost:3000/checklist-owner')
    expect(body.checklistItems.every((entry) => !entry.checked)).toBe(true)
  })

  it('ticks items the owner has done: a profile photo, a first review, a shared website', async () => {
    const { user, token } = await createOwner({ profileImg: '/uploads/x/me.jpg' })
    await createReviewFor(user.id)
    await callRoute(eventRoute, { token, body: { trigger: 'websiteShared' } })
    const { body } = await callRoute<Checklist>(listRoute, { token })
    expect(find(body.checklistItems, 'profile-photo').checked).toBe(true)
    expect(find(body.checklistItems, 'first-review').checked).toBe(true)
    expect(find(body.checklistItems, 'share-website').checked).toBe(true)
    expect(find(body.checklistItems, 'first-gig').checked).toBe(false)
    expect((await callRoute(eventRoute, { token, body: { trigger: 'firstGig' } })).status).toBe(422)
  })
})

describe('items the app ticks by itself', () => {
  it('tick once: an owner who unticks one keeps it unticked, whatever the data or their next edits say', async () => {
    const { user, token } = await createOwner({ profileImg: '/uploads/x/me.jpg', coverImgs: ['/uploads/x/cover.jpg'] })
    const { body } = await callRoute<Checklist>(listRoute, { token })
    const photo = find(body.checklistItems, 'profile-photo')
    expect(photo.checked).toBe(true)
    const unticked = await callRoute<Checklist>(updateRoute, { token, params: { id: photo._id }, body: { checked: false } })
    expect(find(unticked.body.checklistItems, 'profile-photo').checked).toBe(false)
    expect(find((await callRoute<Checklist>(listRoute, { token })).body.checklistItems, 'profile-photo').checked).toBe(false)

    // The cover-photos item: ticked by the data, unticked, then the edit form saves the covers again.
    const covers = find(body.checklistItems, 'cover-photos')
    expect(covers.checked).toBe(true)
    await callRoute(updateRoute, { token, params: { id: covers._id }, body: { checked: false } })
    await markChecklistTrigger(user.id, 'coverPhotos')
    expect(find((await callRoute<Checklist>(listRoute, { token })).body.checklistItems, 'cover-photos').checked).toBe(false)
    // And the owner can tick it again by hand.
    const ticked = await callRoute<Checklist>(updateRoute, { token, params: { id: covers._id }, body: { checked: true } })
    expect(find(ticked.body.checklistItems, 'cover-photos').checked).toBe(true)
  })

  it('still ticks an item the first time the owner does the thing, even after they unticked it by hand', async () => {
    const { user, token } = await createOwner({ profileImg: null })
    const { body } = await callRoute<Checklist>(listRoute, { token })
    const review = find(body.checklistItems, 'first-review')
    await callRoute(updateRoute, { token, params: { id: review._id }, body: { checked: true } })
    await callRoute(updateRoute, { token, params: { id: review._id }, body: { checked: false } })
    await createReviewFor(user.id)
    expect(find((await callRoute<Checklist>(listRoute, { token })).body.checklistItems, 'first-review').checked).toBe(true)
  })
})

describe('PATCH the checklist', () => {
  it('dismisses a suggestion and checks an item', async () => {
    const { token } = await createOwner()
    const { body: before } = await callRoute<Checklist>(listRoute, { token })
    const suggestion = before.suggestions[0]
    const dismissed = await callRoute<Checklist>(dismissRoute, {
      token,
      params: { id: suggestion._id },
      query: { suggestion: 'true' },
      body: { status: 'dismissed' },
    })
    expect(dismissed.body.suggestions.map((s) => s._id)).not.toContain(suggestion._id)
    const item = before.checklistItems[0]
    const checked = await callRoute<Checklist>(updateRoute, { token, params: { id: item._id }, body: { checked: true } })
    expect(find(checked.body.checklistItems, item.item._id).checked).toBe(true)
    const suggestionChecked = await callRoute<Checklist>(updateRoute, {
      token,
      params: { id: before.suggestions[1]._id },
      query: { suggestion: 'true' },
      body: { status: 'visible', checked: true },
    })
    expect(suggestionChecked.status).toBe(200)
  })

  it("refuses bad input, another owner's rows and no token", async () => {
    const first = await createOwner()
    const { body } = await callRoute<Checklist>(listRoute, { token: first.token })
    const second = await createOwner()
    expect((await callRoute(updateRoute, { token: second.token, params: { id: body.checklistItems[0]._id }, body: { checked: true } })).status).toBe(404)
    expect((await prisma.userChecklistItem.findUniqueOrThrow({ where: { id: body.checklistItems[0]._id } })).checked).toBe(false)
    expect(
      (await callRoute(dismissRoute, { token: second.token, params: { id: body.suggestions[0]._id }, query: { suggestion: 'true' }, body: {} })).status,
    ).toBe(404)
    expect((await callRoute(updateRoute, { token: first.token, params: { id: body.checklistItems[0]._id }, body: { checked: 'yes' } })).status).toBe(422)
    expect((await callRoute(updateRoute, { token: first.token, params: { id: body.checklistItems[0]._id }, body: {} })).status).toBe(422)
    // A checklist id is not a suggestion.
    expect(
      (await callRoute(dismissRoute, { token: first.token, params: { id: body.checklistItems[0]._id }, query: { suggestion: 'true' }, body: {} })).status,
    ).toBe(404)
    expect((await callRoute(listRoute)).status).toBe(401)
  })
})
