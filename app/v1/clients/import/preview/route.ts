import { previewImport } from '@/lib/clients/import-clients'
import { IMPORT_MAX_BYTES, importBody, importPreviewResponse } from '@/lib/clients/import-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** What importing the file would do, row by row: nothing is written. JSON escapes may grow the file's text. */
export const POST = route({ auth: 'owner', body: importBody, bodyLimit: IMPORT_MAX_BYTES * 2, response: importPreviewResponse }, ({ user, body }) =>
  previewImport({ user, csv: body.csv }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
