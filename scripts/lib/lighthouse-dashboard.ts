// The signed-in dashboard under Lighthouse (issue 40): the screens an artist opens between clients, each
// audited as the demo owner with the mobile preset. Targets: Performance ≥ 90, at most 170 KB of compressed
// JavaScript on the first load (the scripts' Brotli bodies; what Lighthouse calls transferred adds each
// response's headers, printed beside it), layout shift at most 0.05.
import { auditWithRetry, RUNS, type Run } from './lighthouse-audit'

export const DASHBOARD_TARGETS = { performance: 90, compressedJavascriptKB: 170, layoutShift: 0.05 }

type Screen = { name: string; path: string }
export type DashboardAudit = { screen: string; path: string; median: Run; runs: Run[] }

/** The screens to audit and the demo owner's session cookie; read before the server starts (the embedded database serves one client). */
export async function dashboardVisit(ownerId: string): Promise<{ screens: Screen[]; cookie: string }> {
  const { prisma } = await import('@/lib/db')
  const { mintSessionToken } = await import('@/lib/auth/sessions')
  const { SESSION_COOKIE } = await import('@/lib/auth/token')
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: ownerId }, select: { id: true, email: true, sessionVersion: true } })
  const gig = await prisma.appointment.findFirstOrThrow({ where: { userId: ownerId }, orderBy: { createdAt: 'asc' }, select: { id: true } })
  const { token } = await mintSessionToken(owner)
  return {
    cookie: `${SESSION_COOKIE}=${token}`,
    screens: [
      { name: 'Today', path: '/dashboard/today' },
      { name: 'Gigs', path: '/dashboard/gigs' },
      { name: 'A gig', path: `/dashboard/gigs/${gig.id}` },
      { name: 'Quote builder', path: `/dashboard/gigs/${gig.id}/quote` },
      { name: 'Reviews', path: '/dashboard/reviews' },
      { name: 'Photos', path: '/dashboard/photos' },
      { name: 'Edit profile', path: '/dashboard/edit-profile' },
    ],
  }
}

export async function auditDashboard(origin: string, { screens, cookie }: { screens: Screen[]; cookie: string }): Promise<DashboardAudit[]> {
  const audits: DashboardAudit[] = []
  for (const screen of screens) {
    const url = `${origin}${screen.path}`
    await fetch(url, { headers: { cookie } }) // warm the route: the first request compiles nothing, but fills the server's caches
    const runs: Run[] = []
    for (let run = 1; run <= RUNS; run++) {
      const result = await auditWithRetry(url, undefined, { Cookie: cookie })
      if (result.finalUrl !== url) throw new Error(`${screen.name}: Lighthouse ended on ${result.finalUrl}, not the signed-in screen`)
      console.log(
        `${screen.name} run ${run}/${RUNS}: Performance ${result.scores.performance}, JavaScript ${result.compressedJavascriptKB} KB compressed (${result.javascriptKB} transferred), CLS ${result.layoutShift}`,
      )
      runs.push(result)
    }
    audits.push({
      screen: screen.name,
      path: screen.path,
      runs,
      median: [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)],
    })
  }
  console.log(`\nDashboard: Lighthouse, mobile preset (CPU 4x), signed in as the demo owner, median of ${RUNS} by Performance`)
  for (const { screen, median } of audits) {
    const below = [
      median.scores.performance < DASHBOARD_TARGETS.performance && 'Performance',
      median.compressedJavascriptKB > DASHBOARD_TARGETS.compressedJavascriptKB && 'JavaScript',
      median.layoutShift > DASHBOARD_TARGETS.layoutShift && 'layout shift',
    ].filter(Boolean)
    console.log(
      `  ${screen.padEnd(14)} Performance ${String(median.scores.performance).padStart(3)}  JavaScript ${String(median.compressedJavascriptKB).padStart(6)} KB (${median.javascriptKB} transferred)  CLS ${median.layoutShift}  TBT ${median.metrics['total-blocking-time']}  LCP ${median.metrics['largest-contentful-paint']}${below.length ? `  BELOW TARGET: ${below.join(', ')}` : ''}`,
    )
  }
  return audits
}

export function dashboardMissed(audits: DashboardAudit[]): string[] {
  return audits
    .filter(
      ({ median }) =>
        median.scores.performance < DASHBOARD_TARGETS.performance ||
        median.compressedJavascriptKB > DASHBOARD_TARGETS.compressedJavascriptKB ||
        median.layoutShift > DASHBOARD_TARGETS.layoutShift,
    )
    .map(({ screen }) => screen)
}
