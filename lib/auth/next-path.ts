import { env } from '@/lib/env'

// Browsers drop tabs and newlines from URLs and read a backslash as a slash, so "/\t/evil.example"
// or "/\\evil.example" become "//evil.example", another site. Refuse them outright.
const UNSAFE = /[\u0000-\u001f\u007f\\]/

/** A path to return to after login: only our own pages, never another site (open redirects). */
export function safeNextPath(next: string | string[] | null | undefined, fallback = '/dashboard'): string {
  const value = Array.isArray(next) ? next[0] : next
  if (!value || !value.startsWith('/') || UNSAFE.test(value)) return fallback
  const app = new URL(env.APP_URL)
  let url: URL
  try {
    url = new URL(value, app)
  } catch {
    return fallback
  }
  // Resolving can itself make "//" ("/.//evil.example" has the path "//evil.example"): check what we answer.
  const path = `${url.pathname}${url.search}${url.hash}`
  if (url.origin !== app.origin || path.startsWith('//')) return fallback
  return path
}
