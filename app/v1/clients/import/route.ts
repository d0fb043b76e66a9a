import { importClients } from '@/lib/clients/import-clients'
import { IMPORT_MAX_BYTES, importBody, importResult } from '@/lib/clients/import-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The owner confirmed the preview: the file, read again, written in one transaction. */
export const POST = route({ auth: 'owner', body: importBody, bodyLimit: IMPORT_MAX_BYTES * 2, idempotent: true, response: importResult }, ({ user, body }) =>
  importClients({ user, csv: body.csv }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
