'use client'
// When the root layout itself fails: this page replaces it, so it brings its own document and styles.
import { ErrorContent } from '@/components/errors/error-content'
import { fraunces, inter } from './fonts'
import './globals.css'

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-AU" className={`${inter.variable} ${fraunces.variable}`}>
      <body>
        <title>Something went wrong · Glowfolio</title>
        <ErrorContent error={error} retry={retry} />
      </body>
    </html>
  )
}
