import { unknownAddress } from '@/lib/http/fallback-routes'

// Any /v1 address no route matches: the JSON 404, never the not-found page.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownAddress()
