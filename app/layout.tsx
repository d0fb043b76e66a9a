import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'
import { HydrationMark } from '@/components/ui/hydration-mark'
import { nonceFrom } from '@/lib/http/csp-nonce'
import { analytics, sentryDsn } from '@/lib/observability/config'
import { displayArabic, fraunces, frauncesLatinExt, frauncesVietnamese, inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Glowfolio', template: '%s · Glowfolio' },
  description: 'A free business website, reviews, photos and bookings for makeup artists and beauty professionals.',
  applicationName: 'Glowfolio',
  // Added to the home screen, iOS opens the dashboard full-screen (push on iOS needs that) with these icons.
  appleWebApp: { capable: true, title: 'Glowfolio', statusBarStyle: 'default' },
  icons: { apple: [120, 152, 167, 180].map((size) => ({ url: `/icons/apple-touch-icon-${size}.png`, sizes: `${size}x${size}` })) },
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#faf7f5',
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: its scripts carry that request's CSP nonce.
  await connection()
  const dsn = sentryDsn()
  const site = analytics()
  const nonce = site ? nonceFrom(await headers()) : undefined
  return (
    <html
      lang="en-AU"
      className={`${inter.variable} ${fraunces.variable} ${frauncesVietnamese.variable} ${frauncesLatinExt.variable} ${displayArabic.variable}`}
    >
      <head>
        {/* The browser's error reporting starts only when the server names where reports go (instrumentation-client.ts). */}
        {dsn ? <meta name="sentry-dsn" content={dsn} /> : null}
        {site ? <script defer data-domain={site.domain} src={site.scriptUrl} nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  )
}
