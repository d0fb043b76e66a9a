// GET /v1/clients/{id}/export: everything the owner keeps about one client, as a JSON file to hand her
// when she asks for her data (issue 37): her contacts, tags, beauty profile, shades, notes, gigs,
// payments and reviews, as her page shows them. New tables of hers (see erase-client.ts) add theirs here.
import { getClient } from './get-client'

/** "client-mia-wong-2026-11-30.json" */
const fileName = (name: string, now: Date) =>
  `client-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'record'
  }-${now.toISOString().slice(0, 10)}.json`

export async function exportClient({ user, clientId, now = new Date() }: { user: { id: string }; clientId: string; now?: Date }): Promise<Response> {
  const { duplicates: _duplicates, ...client } = await getClient({ user, clientId, now })
  const body = JSON.stringify({ exportedAt: now.toISOString(), client }, null, 2)
  return new Response(body, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="${fileName(client.name, now)}"` },
  })
}
