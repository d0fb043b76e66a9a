import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { LogoMark } from '@/components/brand/logo'
import { ConsultationFormCard } from '@/components/consultations/consultation-form'
import { openConsultationForm } from '@/lib/consultations/open-form'

export const metadata: Metadata = { title: 'Your consultation', robots: { index: false } }

/** A party member's consultation form, from her own private link in the offer or quote e-mail. */
export default async function ConsultationPage({ params }: PageProps<'/consultation/[consultationToken]'>) {
  const { consultationToken: token } = await params
  const form = await openConsultationForm(token)
  if (!form) redirect('/not-found')
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-8 pb-10">
      <ConsultationFormCard token={token} form={form} />
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Sent with Glowfolio
      </p>
    </main>
  )
}
