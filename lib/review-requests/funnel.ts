// The funnel of the artist's review requests, counted by the database in one query: the requests that
// went out in the window, those whose signed link was visited, the reviews that came through them and
// their average score.
import { prisma } from '@/lib/db'
import { reviewFunnelResponse, type ReviewFunnel } from './schema'

export const FUNNEL_DAYS = 90

type Row = { sent: number; opened: number; reviewed: number; average: string | null }

export async function getReviewFunnel({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<ReviewFunnel> {
  const since = new Date(now.getTime() - FUNNEL_DAYS * 24 * 60 * 60 * 1000)
  const [row] = await prisma.$queryRaw<Row[]>`
    SELECT count(*)::int AS sent,
           count(rr."openedAt")::int AS opened,
           count(r.id)::int AS reviewed,
           round(avg(r.score), 1)::text AS average
    FROM "ReviewRequest" rr
    LEFT JOIN "Review" r ON r.id = rr."reviewId"
    WHERE rr."userId" = ${user.id} AND rr.queued AND rr."sentAt" > ${since} AND rr."sentAt" <= ${now}`
  return reviewFunnelResponse.parse({
    days: FUNNEL_DAYS,
    sent: row.sent,
    opened: row.opened,
    reviewed: row.reviewed,
    averageScore: row.average === null ? null : Number(row.average),
  })
}
