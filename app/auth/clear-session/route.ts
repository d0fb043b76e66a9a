import { NextResponse, type NextRequest } from 'next/server'
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth/token'

/** Where the dashboard sends a session whose owner is gone or whose password changed: forget it, go to /landing. */
export function GET(request: NextRequest) {
  const response = NextResponse.redirect(new URL('/landing', request.url))
  response.cookies.delete(SESSION_COOKIE)
  response.cookies.delete(SECURE_SESSION_COOKIE)
  return response
}
