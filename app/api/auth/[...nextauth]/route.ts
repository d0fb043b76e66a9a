import NextAuth from 'next-auth'
import type { NextRequest } from 'next/server'
import { authOptions } from '@/lib/auth/next-auth'

const handler = (request: NextRequest, context: RouteContext<'/api/auth/[...nextauth]'>) => NextAuth(request, context, authOptions())

export { handler as GET, handler as POST }
