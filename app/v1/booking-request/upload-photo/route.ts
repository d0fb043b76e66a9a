import { saveBookingPhoto } from '@/lib/appointments/save-booking-photo'
import { bookingPhotoQuery } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { readMultipartFile } from '@/lib/http/read-form'
import { uploadedImageAnswer } from '@/lib/images/schema'
import { CUSTOMER_PHOTO_MAX_BYTES } from '@/lib/reviews/save-customer-photo'

/** Public: an inspiration photo for a booking request (multipart field `images`); answers its URL. */
export const POST = route(
  { auth: 'public', rateLimit: 'publicUpload', query: bookingPhotoQuery, status: 201, response: uploadedImageAnswer },
  async ({ request, query }) => {
    const file = await readMultipartFile(request, { field: 'images', limit: CUSTOMER_PHOTO_MAX_BYTES })
    return saveBookingPhoto({ ownerId: query.userId, file })
  },
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
