// Errors the browser's error boundaries catch go to Sentry when the page names a DSN (production with
// SENTRY_DSN); the SDK is loaded only then, so pages without it carry none of its weight.
export function sentryDsnOnPage(): string | null {
  return typeof document === 'undefined' ? null : (document.querySelector('meta[name="sentry-dsn"]')?.getAttribute('content') ?? null)
}

export function reportClientError(error: unknown): void {
  if (!sentryDsnOnPage()) return
  void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error))
}
