/** A path to return to after login: only our own pages, never another site (open redirects). */
export function safeNextPath(next: string | string[] | null | undefined, fallback = '/dashboard'): string {
  const value = Array.isArray(next) ? next[0] : next
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  return value
}
