// Reads one file of a multipart body with a size cap, before parsing it, so an oversized upload is refused early.
import { AppError } from '@/lib/errors'
import { readBytesWithin } from './read-body'

export async function readMultipartFile(request: Request, { field, limit }: { field: string; limit: number }): Promise<Buffer> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('unsupported_media_type', 'Send the image as multipart/form-data')
  }
  const bytes = await readBytesWithin(request, limit)
  let form: FormData
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new AppError('bad_request', 'The upload could not be read')
  }
  const file = form.get(field)
  if (!file || typeof file === 'string') throw new AppError('unprocessable', 'Please choose an image to upload', { fields: { [field]: 'Image is missing' } })
  return Buffer.from(await file.arrayBuffer())
}
