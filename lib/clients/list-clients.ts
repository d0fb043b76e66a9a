// GET /v1/clients: search as she types (each word a prefix of the name's words, of the e-mail or of the
// mobile), one tag, and three orders. One query: the owner's clients that match, each with her gigs'
// next and last dates and what she paid, over the (clientId, date) index.
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
  upcoming: Prisma.sql`g."nextGig" ASC NULLS LAST, g."lastSeen" DESC NULLS LAST, lower(c."name")`,
  lastSeen: Prisma.sql`g."lastSeen" DESC NULLS LAST, lower(c."name")`,
  totalPaid: Prisma.sql`g."totalPaid" DESC, lower(c."name")`,
}

export async function listClients({ user, query, now = new Date() }: { user: { id: string }; query: ClientListQuery; now?: Date }): Promise<ClientList> {
  const today = new Date(`${todayIn(await ownerTimeZone(user.id), now)}T00:00:00Z`)
  // A number typed with spaces (0412 345 678) is one word.
  const words = phonePrefix(query.q) ? [query.q] : query.q.split(/\s+/).filter(Boolean)
  const filters = [Prisma.sql`c."userId" = ${user.id}`, ...words.map(wordMatches), ...(query.tag ? [Prisma.sql`${query.tag} = ANY(c."tags")`] : [])]
  // Her own gigs count what was paid on them less the shares other people paid; a share she paid on
  // someone else's gig (a bridesmaid's) counts for her.
  const rows = await prisma.$queryRaw<SummaryRow[]>`
    SELECT c."id", c."name", c."email", c."phone", c."tags", c."allergies", c."sensitivities",
           g."nextGig", g."lastSeen", g."totalPaid"::int AS "totalPaid", g."gigCount"::int AS "gigCount"
    FROM "Client" c
    CROSS JOIN LATERAL (
      SELECT min(x."date") FILTER (WHERE x."date" >= ${today} AND x."status" IN ('offered', 'awaitingDeposit', 'booked')) AS "nextGig",
             max(x."date") FILTER (WHERE x."date" < ${today} AND x."status" = 'booked') AS "lastSeen",
             coalesce(sum(x."paid"), 0) AS "totalPaid",
             count(*) AS "gigCount"
      FROM (
        SELECT a."date", a."status"::text AS "status", a."paidToDateCents" - coalesce(others."cents", 0) AS "paid"
        FROM "Appointment" a
        LEFT JOIN LATERAL (
          SELECT sum(s."amountCents") AS "cents" FROM "PaymentShare" s
          WHERE s."appointmentId" = a."id" AND s."paidAt" IS NOT NULL AND s."clientId" IS DISTINCT FROM c."id"
        ) others ON true
        WHERE a."clientId" = c."id"
        UNION ALL
        SELECT a."date", a."status"::text, CASE WHEN s."paidAt" IS NULL THEN 0 ELSE s."amountCents" END
        FROM "PaymentShare" s JOIN "Appointment" a ON a."id" = s."appointmentId"
        WHERE s."clientId" = c."id" AND a."clientId" IS DISTINCT FROM c."id"
      ) x
    ) g
    WHERE ${Prisma.join(filters, ' AND ')}
    ORDER BY ${ORDER[query.sort]}
    LIMIT ${LIST_LIMIT}`
  return clientListResponse.parse({ clients: rows.map(summaryOf) })
}
