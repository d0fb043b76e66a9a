// Every booking request, gig, wedding, share payer and review names a person: this finds her among the
// owner's clients, or makes her one. An e-mail is one client, then a mobile; a name alone only matches
// a client known by nothing but that name. Never across owners. A likely duplicate (same name, another
// e-mail) is only suggested (find-duplicates.ts): merging is the owner's call.
import { prisma, type DbClient } from '@/lib/db'
import { normalizeEmail, normalizePhone } from './normalize'

export type Person = { name: string; email?: string | null; phone?: string | null }

type Contact = { name: string; email: string | null; phone: string | null }

async function findMatch(db: DbClient, userId: string, { name, email, phone }: Contact) {
  const select = { id: true, email: true, phone: true }
  if (email) {
    const byEmail = await db.client.findUnique({ where: { userId_email: { userId, email } }, select })
    if (byEmail) return byEmail
  }
  if (phone) return db.client.findUnique({ where: { userId_phone: { userId, phone } }, select })
  if (email) return null
  return db.client.findFirst({
    where: { userId, email: null, phone: null, name: { equals: name, mode: 'insensitive' } },
    select,
    orderBy: { createdAt: 'asc' },
  })
}

/** The client's id. Run it inside the transaction that links her (`db`), so a failed write leaves no client behind. */
export async function matchOrCreateClient(userId: string, person: Person, db: DbClient = prisma): Promise<string> {
  const contact = { name: person.name.trim().replace(/\s+/g, ' '), email: normalizeEmail(person.email), phone: normalizePhone(person.phone) }
  const found = await findMatch(db, userId, contact)
  if (found) {
    // What she gave now fills what the record lacked (matched by mobile: no client has this e-mail).
    const fill = { ...(!found.email && contact.email ? { email: contact.email } : {}), ...(!found.phone && contact.phone ? { phone: contact.phone } : {}) }
    if (Object.keys(fill).length > 0 && !(fill.phone && (await db.client.count({ where: { userId, phone: fill.phone } })))) {
      await db.client.update({ where: { id: found.id }, data: fill })
    }
    return found.id
  }
  // Two requests at once may both find nobody: the unique keys let one insert, and the other finds hers.
  const [created] = await db.client.createManyAndReturn({ data: [{ userId, ...contact }], skipDuplicates: true, select: { id: true } })
  if (created) return created.id
  const raced = await findMatch(db, userId, contact)
  if (!raced) throw new Error('A client was neither made nor found')
  return raced.id
}

/** A gig's client, from the fields every gig form asks (booking request, event form, a new wedding's bride). */
export const clientOfGig = (
  userId: string,
  gig: { customerName: string; customerEmail: string | null; customerMobile: string | null },
  db: DbClient = prisma,
) => matchOrCreateClient(userId, { name: gig.customerName, email: gig.customerEmail, phone: gig.customerMobile }, db)

type GigContact = { customerName: string; customerEmail: string | null; customerMobile: string | null }

/** An edited gig keeps its client unless her name, e-mail or mobile changed: a merge the owner made stays made. */
export async function clientOfEditedGig(userId: string, current: GigContact & { clientId: string | null }, next: GigContact, db: DbClient = prisma) {
  const same = current.customerName === next.customerName && current.customerEmail === next.customerEmail && current.customerMobile === next.customerMobile
  return same && current.clientId ? current.clientId : clientOfGig(userId, next, db)
}
