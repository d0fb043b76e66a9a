// One error type for the whole domain layer; the route wrapper turns it into an HTTP answer.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  /** No Stripe key on a production server that did not opt in to test mode (lib/payments/payments-mode.ts). */
  payments_unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      /** Field name → message, for forms. */
      fields?: Record<string, string>
      /** Seconds, for 429 and 503. */
      retryAfter?: number
      /** The methods the address takes, for 405. */
      allow?: string
    } = {},
  ) {
    super(message)
    this.name = 'AppError'
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`)
