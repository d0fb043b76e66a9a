// A stored site page (lib/http/site-renders.mjs, lib/site/shared-renders.ts) lives until something it
// shows changes. Nearly every change is a write that announces itself (siteChanged). A few come by the
// clock alone, with nobody writing anything at that moment: a Pro trial's end, and a paid period that
// lapses (cancelled, or never renewed in test mode), take away what they granted (a paid theme, custom
// colours, autoplaying covers; lib/entitlements/access-rule.ts), and the page must show it at that time.
// So each render carries the earliest such boundary, and is stale after it. Nothing else on the page
// depends on today (a review shows its month and year as written; no relative dates, no "this year"):
// a page that gains such a text adds its next boundary here (the owner's next local midnight, from
// User.timeZone). And no page is kept longer than a day, whatever happens: should a change ever fail to be
// announced (siteChanged logs it), the site shows it by the next day, at the cost of one render a day.
import { prisma } from '@/lib/db'

export const LONGEST_MS = 86_400_000

/** The earliest time after `now` at which what the owner's site shows may change by itself, a day at most. */
export async function siteValidUntil(userId: string, now = new Date()): Promise<Date> {
  const [next] = await prisma.$queryRaw<{ at: Date | null }[]>`
    SELECT min(at) AS at FROM "Subscription", LATERAL (VALUES ("trialEndsAt"), ("currentPeriodEnd")) AS boundary(at)
    WHERE "userId" = ${userId} AND status IN ('trialing', 'active') AND at > ${now}`
  const longest = new Date(now.getTime() + LONGEST_MS)
  return next?.at && next.at < longest ? next.at : longest
}
