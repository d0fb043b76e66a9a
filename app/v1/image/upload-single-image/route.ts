import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { readMultipartFile } from '@/lib/http/read-form'
import { MAX_UPLOAD_BYTES } from '@/lib/images/process-image'
import { saveImage } from '@/lib/images/save-image'
import { uploadedImageAnswer } from '@/lib/images/schema'

/** The owner's image upload (multipart field `images`); answers the image's URL, as the spec's client expects. */
export const POST = route({ auth: 'owner', status: 201, response: uploadedImageAnswer }, async ({ request, user }) => {
  const file = await readMultipartFile(request, { field: 'images', limit: MAX_UPLOAD_BYTES + 64 * 1024 })
  const image = await saveImage({ userId: user.id, source: 'upload', file })
  return image.src
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
