import { redirect } from 'next/navigation'

export default function PreviewPage() {
  redirect('/dashboard/preview-site')
}
