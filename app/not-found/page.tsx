import { notFound } from 'next/navigation'

/** The spec's /not-found: unknown paths redirect here, and it answers 404 with the root not-found page. */
export default function NotFoundPage() {
  notFound()
}
