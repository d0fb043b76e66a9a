// The security headers of every page: a strict Content-Security-Policy with a per-request nonce for
// scripts, and the usual hardening headers. Styles allow inline attributes: the UI libraries position
// sheets, toasts and carousels with style="" (no script can run from a style attribute).
// A page with no inline script at all (a public site's stored render, the same for every visitor) needs
// no nonce (null): only files from this origin run, and from `scriptHosts` (the analytics script).
export function contentSecurityPolicy(
  nonce: string | null,
  { dev = false, extraImageHosts = [] as string[], connectHosts = [] as string[], scriptHosts = [] as string[] } = {},
) {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : ["'self'", ...scriptHosts].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${extraImageHosts.length ? ` ${extraImageHosts.join(' ')}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${connectHosts.length ? ` ${connectHosts.join(' ')}` : ''}`,
    "media-src 'self'",
    "frame-src 'self'",
    // The service worker (/sw.js) and the web app manifest: named, since 'strict-dynamic' above ignores 'self'.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(dev ? [] : ['upgrade-insecure-requests']),
  ].join('; ')
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'cross-origin-opener-policy': 'same-origin',
}

/** A script or style of the build heeds only this one: the others govern the document that loads it. */
export const BUILD_FILE_SECURITY_HEADERS: Record<string, string> = { 'x-content-type-options': STATIC_SECURITY_HEADERS['x-content-type-options'] }
