import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/dashboard', '/v1/', '/api/', '/dev/', '/impersonate/', '/reset-password/', '/login/'] },
    sitemap: `${env.APP_URL}/sitemap.xml`,
  }
}
