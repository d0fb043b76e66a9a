import NextAuth from 'next-auth'
import type { NextRequest } from 'next/server'
import { unusableCallbackUrl } from '@/lib/auth/callback-url-check'
import { authOptions } from '@/lib/auth/next-auth'
import { errorResponse } from '@/lib/http/error-response'

const handler = (request: NextRequest, context: RouteContext<'/api/auth/[...nextauth]'>) => {
  const refusal = unusableCallbackUrl(request.nextUrl, request.cookies.getAll())
  if (!refusal) return NextAuth(request, context, authOptions())
  const response = errorResponse(refusal.error)
  for (const name of refusal.clear) response.headers.append('set-cookie', `${name}=; Path=/; Max-Age=0${name.startsWith('__Secure-') ? '; Secure' : ''}`)
  return response
}

export { handler as GET, handler as POST }
