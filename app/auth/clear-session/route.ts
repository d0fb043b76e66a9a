import { NextResponse, type NextRequest } from 'next/server'
import { clearedSessionCookies } from '@/lib/auth/cookie'
import { isSameOrigin } from '@/lib/http/same-origin'

/**
 * The dashboard posts here when a session's owner is gone or its login has ended: forget the cookie.
 * A POST from our own pages only, so another site cannot log anyone out with a link or an image.
 */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return new NextResponse(null, { status: 403 })
  const response = new NextResponse(null, { status: 204 })
  for (const cookie of clearedSessionCookies()) response.cookies.set(cookie)
  return response
}

/** Old links: changes nothing; the landing page sends a live session on to the dashboard. */
export async function GET(request: NextRequest) {
  return NextResponse.redirect(new URL('/landing', request.url))
}
