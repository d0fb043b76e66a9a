// GET /v1/clients: search as she types (each word a prefix of the name's words, of the e-mail or of the
// mobile), one tag, and three orders. One query: the owner's clients that match, each with her gigs'
// next and last dates and what she paid.
import { ownerTimeZone } from '@/lib/appointments/owner-time-zone'
import { todayIn } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { Prisma } from '@/lib/generated/prisma/client'
import { clientListResponse, type ClientList, type ClientListQuery, type ClientSort } from './schema'
import { summaryOf, type SummaryRow } from './to-client-response'

/** The list shows the first ones; a search narrows it. */
export const LIST_LIMIT = 100

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A typed number as stored numbers start: 0412 345 → +61412345, +61 4… → +614… */
function phonePrefix(word: string): string | null {
  const digits = word.replace(/[\s()-]/g, '')
  if (!/^\+?\d{3,}$/.test(digits)) return null
  if (digits.startsWith('+')) return digits
  return digits.startsWith('0') ? `+61${digits.slice(1)}` : `+${digits}`
}

function wordMatches(word: string): Prisma.Sql {
  const prefix = likePrefix(word.toLocaleLowerCase())
  const phone = phonePrefix(word)
  return Prisma.sql`(lower(c."name") LIKE ${prefix} OR lower(c."name") LIKE ${`% ${prefix}`} OR c."email" LIKE ${prefix}${
    phone ? Prisma.sql` OR c."phone" LIKE ${likePrefix(phone)}` : Prisma.empty
  })`
}

const ORDER: Record<ClientSort, Prisma.Sql> = {
  upcoming: Prisma.sql`g."nextGig" ASC NULLS LAST, g."lastSeen" DESC NULLS LAST, lower(g."name")`,
  lastSeen: Prisma.sql`g."lastSeen" DESC NULLS LAST, lower(g."name")`,
  totalPaid: Prisma.sql`g."totalPaid" DESC, lower(g."name")`,
}

export async function listClients({ user, query, now = new Date() }: { user: { id: string }; query: ClientListQuery; now?: Date }): Promise<ClientList> {
  const today = new Date(`${todayIn(await ownerTimeZone(user.id), now)}T00:00:00Z`)
  // A number typed with spaces (0412 345 678) is one word.
  const words = phonePrefix(query.q) ? [query.q] : query.q.split(/\s+/).filter(Boolean)
  const filters = [Prisma.sql`c."userId" = ${user.id}`, ...words.map(wordMatches), ...(query.tag ? [Prisma.sql`${query.tag} = ANY(c."tags")`] : [])]
  // Her own gigs count what was paid on them less the shares other people paid; a share she paid on
  // someone else's gig (a bridesmaid's) counts for her. Each is one grouped pass over the owner's rows,
  // narrowed to the matching clients when she searched (5,000 clients, 20,000 gigs in the benchmark).
  const searched = filters.length > 1
  const onlyMatched = (column: Prisma.Sql) => (searched ? Prisma.sql`AND ${column} IN (SELECT "id" FROM matched)` : Prisma.empty)
  const rows = await prisma.$queryRaw<SummaryRow[]>`
    WITH matched AS (
      SELECT c."id", c."name", c."email", c."phone", c."tags", c."allergies", c."sensitivities" FROM "Client" c
      WHERE ${Prisma.join(filters, ' AND ')}
    ),
    own AS (
      SELECT a."clientId" AS "id",
             min(a."date") FILTER (WHERE a."date" >= ${today} AND a."status" IN ('offered', 'awaitingDeposit', 'booked')) AS "nextGig",
             max(a."date") FILTER (WHERE a."date" < ${today} AND a."status" = 'booked') AS "lastSeen",
             sum(a."paidToDateCents") AS "paid",
             count(*) AS "gigs"
      FROM "Appointment" a
      WHERE a."userId" = ${user.id} AND a."clientId" IS NOT NULL ${onlyMatched(Prisma.sql`a."clientId"`)}
      GROUP BY a."clientId"
    ),
    others_paid AS (
      SELECT a."clientId" AS "id", sum(s."amountCents") AS "cents"
      FROM "PaymentShare" s JOIN "Appointment" a ON a."id" = s."appointmentId"
      WHERE a."userId" = ${user.id} AND s."paidAt" IS NOT NULL AND s."clientId" IS DISTINCT FROM a."clientId"
      GROUP BY a."clientId"
    ),
    party AS (
      SELECT s."clientId" AS "id",
             min(a."date") FILTER (WHERE a."date" >= ${today} AND a."status" IN ('offered', 'awaitingDeposit', 'booked')) AS "nextGig",
             max(a."date") FILTER (WHERE a."date" < ${today} AND a."status" = 'booked') AS "lastSeen",
             sum(CASE WHEN s."paidAt" IS NULL THEN 0 ELSE s."amountCents" END) AS "paid",
             count(*) AS "gigs"
      FROM "PaymentShare" s JOIN "Appointment" a ON a."id" = s."appointmentId"
      WHERE a."userId" = ${user.id} AND s."clientId" IS DISTINCT FROM a."clientId" ${onlyMatched(Prisma.sql`s."clientId"`)}
      GROUP BY s."clientId"
    )
    -- One row per matching client, joined once: a second join back to matched misleads the planner
    -- into millions of rows, and into compiling the query (JIT) for 60 ms.
    SELECT * FROM (
      SELECT c.*, least(o."nextGig", p."nextGig") AS "nextGig", greatest(o."lastSeen", p."lastSeen") AS "lastSeen",
             (coalesce(o."paid", 0) - coalesce(x."cents", 0) + coalesce(p."paid", 0))::int AS "totalPaid",
             (coalesce(o."gigs", 0) + coalesce(p."gigs", 0))::int AS "gigCount"
      FROM matched c LEFT JOIN own o ON o."id" = c."id" LEFT JOIN others_paid x ON x."id" = c."id" LEFT JOIN party p ON p."id" = c."id"
    ) g
    ORDER BY ${ORDER[query.sort]}
    LIMIT ${LIST_LIMIT}`
  return clientListResponse.parse({ clients: rows.map(summaryOf) })
}
