import type { Metadata } from 'next'
import Link from 'next/link'
import { LogoMark } from '@/components/brand/logo'

export const metadata: Metadata = { title: 'Privacy notice' }

const section = 'mt-6 space-y-2 text-[15px] leading-6 text-ink'
const title = 'font-display text-lg font-semibold'

/** What Glowfolio keeps about the artists who use it and about their clients, and why. */
export default function PrivacyPage() {
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-8 pb-12">
      <Link href="/landing" className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
        <LogoMark className="size-5" /> Glowfolio
      </Link>
      <h1 className="mt-4 font-display text-3xl font-semibold">Privacy notice</h1>
      <p className="mt-2 text-[15px] leading-6 text-muted">
        Glowfolio runs websites, bookings and client records for makeup artists and other beauty professionals in Australia. We handle personal information
        under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.
      </p>

      <section className={section}>
        <h2 className={title}>What we keep</h2>
        <p>
          For artists: your account, your business profile, your photos and your bookings. For their clients: your name and contact details, your bookings and
          payments, reviews you write, and what you tell your artist in a consultation form.
        </p>
      </section>

      <section className={section} id="health-information">
        <h2 className={title}>Health information</h2>
        <p>
          Allergies, sensitivities, skin conditions, recent skin treatments and whether you wear contact lenses are health information, which the Privacy Act
          treats as sensitive. We collect them only through your artist&apos;s consultation form and only when you tick the box that gives your explicit
          consent; without it, those answers are not kept. They are used only so your artist can do your makeup safely, are shown only to that artist (never on
          her website, never to other clients or artists), and are kept with the date you gave them. Ask your artist, or us, to see, correct or delete them at
          any time.
        </p>
      </section>

      <section className={section}>
        <h2 className={title}>Photos</h2>
        <p>
          Photos an artist takes of you (trial looks, before and after, face charts) stay in a private album only she can open. She can put one on her website
          or Instagram only once you have said yes to photos on your consultation form.
        </p>
      </section>

      <section className={section}>
        <h2 className={title}>Your choices</h2>
        <p>
          You can ask for a copy of what we hold about you, have it corrected, or have it deleted, and you can complain to the Office of the Australian
          Information Commissioner (oaic.gov.au) if you are not happy with our answer.
        </p>
      </section>
    </main>
  )
}
