import { NextResponse, type NextRequest } from 'next/server'
import { sessionCookie } from '@/lib/auth/cookie'
import { redeemImpersonation } from '@/lib/auth/impersonation'
import { AppError } from '@/lib/errors'
import { clientIp } from '@/lib/http/client-ip'

/** Installs the impersonated owner's session and opens their dashboard; any other token goes to /login. */
export async function GET(request: NextRequest, { params }: RouteContext<'/impersonate/[token]'>) {
  const { token } = await params
  try {
    const session = await redeemImpersonation({ code: token, ip: clientIp(request.headers) })
    const response = NextResponse.redirect(new URL('/dashboard', request.url))
    response.cookies.set(sessionCookie(session.token, session.expiresAt))
    return response
  } catch (error) {
    if (error instanceof AppError) return NextResponse.redirect(new URL('/login?error=ImpersonationRefused', request.url))
    throw error
  }
}
