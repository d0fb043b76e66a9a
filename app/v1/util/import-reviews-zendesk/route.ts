import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { requestReviewImport } from '@/lib/reviews/import-reviews'
import { importReviewsBody } from '@/lib/reviews/schema'

export const POST = route({ auth: 'owner', body: importReviewsBody, response: successAnswer }, ({ user, body }) =>
  requestReviewImport({ user, links: body.body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
