// The notifications list: opening it marks what it showed as seen, whatever the type; review
// notifications also clear when the reviews screen opens (POST /v1/review/mark-as-seen).
import { describe, expect, it } from 'vitest'
import { POST as markSeenRoute } from '@/app/v1/notification/mark-as-seen/route'
import { POST as markReviewsSeenRoute } from '@/app/v1/review/mark-as-seen/route'
import { GET as profileRoute } from '@/app/v1/user/profile-data/[userId]/route'
import { prisma } from '@/lib/db'
import type { ProfileData } from '@/lib/users/schema'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

async function ownerWithNotifications() {
  const owner = await createOwner()
  const make = (type: 'instagram' | 'freeMonth' | 'review') => prisma.notification.create({ data: { userId: owner.user.id, type, message: `${type} news` } })
  return { ...owner, instagram: await make('instagram'), freeMonth: await make('freeMonth'), review: await make('review') }
}

const unseen = async ({ user, token }: { user: { id: string }; token: string }) =>
  (await callRoute<ProfileData>(profileRoute, { token, params: { userId: user.id } })).body.user.notifications.map((n) => n.type).sort()

describe('POST /v1/notification/mark-as-seen', () => {
  it('marks the notifications shown as seen, Instagram and free-month ones included; a newer one stays', async () => {
    const owner = await ownerWithNotifications()
    expect(await unseen(owner)).toEqual(['freeMonth', 'instagram', 'review'])
    const { status, body } = await callRoute(markSeenRoute, { token: owner.token, body: { ids: [owner.instagram.id, owner.freeMonth.id] } })
    expect(status).toBe(200)
    expect(body).toEqual({ cleared: 2 })
    expect(await unseen(owner)).toEqual(['review'])
    expect((await callRoute(markSeenRoute, { token: owner.token, body: { ids: [owner.instagram.id] } })).body).toEqual({ cleared: 0 })
  })

  it('refuses bad input and no token, and never touches another owner’s notifications', async () => {
    const owner = await ownerWithNotifications()
    const other = await createOwner()
    expect((await callRoute(markSeenRoute, { token: owner.token, body: {} })).status).toBe(422)
    expect((await callRoute(markSeenRoute, { token: owner.token, body: { ids: [] } })).status).toBe(422)
    expect((await callRoute(markSeenRoute, { token: owner.token, body: { ids: 'all' } })).status).toBe(422)
    expect((await callRoute(markSeenRoute, { body: { ids: [owner.review.id] } })).status).toBe(401)
    const theirs = await callRoute(markSeenRoute, { token: other.token, body: { ids: [owner.instagram.id, owner.freeMonth.id, owner.review.id] } })
    expect(theirs.body).toEqual({ cleared: 0 })
    expect(await unseen(owner)).toEqual(['freeMonth', 'instagram', 'review'])
  })
})

describe('POST /v1/review/mark-as-seen', () => {
  it('clears review notifications only', async () => {
    const owner = await ownerWithNotifications()
    expect((await callRoute(markReviewsSeenRoute, { token: owner.token })).body).toEqual({ cleared: 1 })
    expect(await unseen(owner)).toEqual(['freeMonth', 'instagram'])
  })
})
