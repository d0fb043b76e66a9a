'use client'
import { ErrorContent } from '@/components/errors/error-content'

/** Any page that fails below the root layout. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorContent error={error} retry={retry} />
}
