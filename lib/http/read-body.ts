// Reads a JSON body with a size cap, telling a wrong content type, an oversized body and malformed
// JSON apart, each with its own clear 4xx.
import { AppError } from '@/lib/errors'

export const DEFAULT_JSON_LIMIT = 100 * 1024

export async function readJsonBody(request: Request, limit = DEFAULT_JSON_LIMIT): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? ''
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared === 0 || (!request.body && !contentType)) return undefined
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError('unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json)')
  }
  const text = await readTextWithin(request, limit)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON')
  }
}

export async function readTextWithin(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBytesWithin(request, limit))
}

/** The raw body, refused with 413 as soon as it passes `limit` (declared or actual). */
export async function readBytesWithin(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw tooLarge(limit)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

function tooLarge(limit: number) {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`
  return new AppError('payload_too_large', `The request body is larger than ${size}`)
}
