import { z } from 'zod'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { readMultipartFile } from '@/lib/http/read-form'
import { uploadedImageAnswer } from '@/lib/images/schema'
import { saveCustomerReviewPhoto, CUSTOMER_PHOTO_MAX_BYTES } from '@/lib/reviews/save-customer-photo'

/** Public: a customer's photo for an owner's review form (multipart field `images`); answers its URL. */
export const POST = route(
  { auth: 'public', rateLimit: 'publicUpload', query: z.object({ userId: z.string().min(1).max(64) }), status: 201, response: uploadedImageAnswer },
  async ({ request, query }) => {
    const file = await readMultipartFile(request, { field: 'images', limit: CUSTOMER_PHOTO_MAX_BYTES })
    return saveCustomerReviewPhoto({ ownerId: query.userId, file })
  },
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
