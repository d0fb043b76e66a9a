// GET /v1/clients/{id}/export: everything the owner keeps about one client, as JSON, for when she asks
// for her data (issue 37): her contacts, tags, beauty profile, shades, notes, gigs, payments and reviews,
// as her page shows them. The client page saves it as a file. New tables of hers (see erase-client.ts)
// add theirs here.
import { getClient } from './get-client'
import { clientExportResponse, type ClientExport } from './schema'

export async function exportClient({ user, clientId, now = new Date() }: { user: { id: string }; clientId: string; now?: Date }): Promise<ClientExport> {
  const { duplicates: _duplicates, ...client } = await getClient({ user, clientId, now })
  return clientExportResponse.parse({ exportedAt: now.toISOString(), client })
}
