// The demo owner on a database of a script's own (tests/support/database.ts: DATABASE_URL's server, else
// the embedded one), with the script's environment pointed at it: what the benchmarks measure. Modules
// that read the environment are imported once it is set.

export async function createDemoDatabase(label: string) {
  const { createTestDatabase } = await import('@/tests/support/database')
  const database = await createTestDatabase(label)
  try {
    Object.assign(process.env, { DATABASE_URL: database.url, DATABASE_EMBEDDED: database.embedded ? '1' : '' })
    const { seed } = await import('@/prisma/seed')
    const { prisma } = await import('@/lib/db')
    const { DEMO_EMAIL } = await import('@/prisma/demo-owner')
    await seed({ demo: true })
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } })
    return { database, owner }
  } catch (error) {
    await database.drop()
    throw error
  }
}

/** Review cards paid for by the owner, and the newest visible review with photos to draw them from. */
export async function reviewForCards(ownerId: string) {
  const { prisma } = await import('@/lib/db')
  const { REVIEW_CARDS } = await import('@/lib/catalogue/features')
  await prisma.subscription.create({
    data: { userId: ownerId, type: 'feature', featureId: REVIEW_CARDS, status: 'active', provider: 'test', priceCents: 499 },
  })
  return prisma.review.findFirstOrThrow({
    where: { userId: ownerId, status: 'visible', images: { isEmpty: false } },
    orderBy: { date: 'desc' },
  })
}
