// The browser's one way to call /v1: JSON in, JSON out, the session cookie riding along. A failed call
// throws ApiError carrying the server's message, chosen in the spec's order (section 8).
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const FALLBACK_ERROR = 'An error occured'

/** The spec's order: a string body, else the error's message, else an `errors` string, else the fallback. */
export function messageFromBody(body: unknown, fallback = FALLBACK_ERROR): string {
  if (typeof body === 'string' && body.trim()) return body
  if (body && typeof body === 'object') {
    const error = (body as { error?: unknown }).error
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
      return (error as { message: string }).message
    }
    if (typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message
    if (typeof (body as { errors?: unknown }).errors === 'string') return (body as { errors: string }).errors
  }
  return fallback
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

type CallOptions = {
  method?: Method
  body?: unknown
  form?: FormData
  /** For creates: the server runs a call once per key (`useIdempotencyKey`). */
  idempotencyKey?: string
}

export async function api<T>(path: string, { method = 'GET', body, form, idempotencyKey }: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // a plain-text answer stays text
  }
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; fields?: Record<string, string> } } | null)?.error
    throw new ApiError(messageFromBody(parsed), response.status, error?.code, error?.fields)
  }
  return parsed as T
}

export const errorMessage = (error: unknown, fallback = FALLBACK_ERROR) =>
  error instanceof ApiError ? error.message : error instanceof Error && error.message ? error.message : fallback
