import { CalendarCheck, Globe, MessageCircleHeart, Star } from 'lucide-react'
import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { LogoMark } from '@/components/brand/logo'
import { FacebookButton } from '@/components/auth/facebook-button'
import { Testimonials } from '@/components/landing/testimonials'
import { Button } from '@/components/ui/button'
import { facebookLoginEnabled } from '@/lib/auth/next-auth'
import { safeNextPath } from '@/lib/auth/next-path'
import { listTestimonials } from '@/lib/landing/list-testimonials'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: "Glowfolio · Let's grow your makeup business",
  description: 'A free business website, reviews, Instagram photos and bookings for makeup artists. Get setup in under 3 minutes.',
}

const promises = [
  { icon: Globe, title: 'A website', text: 'Free, beautiful, and made from your Instagram.' },
  { icon: MessageCircleHeart, title: 'Leads', text: 'Clients send booking requests straight to you.' },
  { icon: CalendarCheck, title: 'Payments', text: 'Know who paid a deposit and who still owes you.' },
  { icon: Star, title: 'Reviews', text: 'Collect five stars and share them on Instagram.' },
]

export default async function LandingPage({ searchParams }: PageProps<'/landing'>) {
  const { next } = await searchParams
  const nextPath = safeNextPath(next)
  const testimonials = await listTestimonials()
  return (
    <main className="mx-auto w-full max-w-md overflow-x-hidden pb-12">
      <section className="relative px-5 pt-6">
        <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/60 blur-3xl" aria-hidden="true" />
        <div className="relative flex items-center justify-between">
          <span className="inline-flex items-center gap-2">
            <LogoMark className="size-8" />
            <span className="font-display text-xl font-semibold">Glowfolio</span>
          </span>
          <Link
            href={`/login${nextPath !== '/dashboard' ? `?next=${encodeURIComponent(nextPath)}` : ''}`}
            className="-mr-3 inline-flex h-11 items-center rounded-full px-3 text-[15px] font-semibold text-brand-700 hover:bg-brand-50"
          >
            Log In
          </Link>
        </div>

        <h1 className="relative mt-10 font-display text-[2.6rem] leading-[1.05] font-semibold tracking-tight">
          Let&apos;s grow your <span className="text-brand-600 italic">makeup</span> business
        </h1>
        <p className="relative mt-4 text-[17px] leading-7 text-muted">Your website, leads, payments and reviews, run from your phone between clients.</p>

        <div className="relative mt-8 grid grid-cols-3 gap-2" aria-hidden="true">
          {['/demo/photo-05.jpg', '/demo/photo-02.jpg', '/demo/photo-09.jpg'].map((src, index) => (
            <div key={src} className={`overflow-hidden rounded-2xl shadow-card ${index === 1 ? 'translate-y-4' : ''}`}>
              <Image src={src} alt="" width={240} height={300} className="aspect-[4/5] w-full object-cover" priority />
            </div>
          ))}
        </div>
      </section>

      <section className="mt-12 space-y-3 px-5">
        <Button asChild size="lg" block>
          <Link href="/signup">Sign Up - it&apos;s free</Link>
        </Button>
        {facebookLoginEnabled() ? <FacebookButton label="Continue with Facebook" callbackUrl={nextPath} /> : null}
        <Button asChild size="lg" variant="outline" block>
          <Link href={`/login${nextPath !== '/dashboard' ? `?next=${encodeURIComponent(nextPath)}` : ''}`}>Log In</Link>
        </Button>
      </section>

      <section className="mt-12 grid grid-cols-2 gap-3 px-5" aria-label="What you get">
        {promises.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-card bg-white p-4 shadow-card">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm leading-5 text-muted">{text}</p>
          </div>
        ))}
      </section>

      {testimonials.length > 0 ? (
        <section className="mt-12 px-4">
          <h2 className="px-1 font-display text-2xl font-semibold">Loved by artists</h2>
          <div className="mt-4">
            <Testimonials testimonials={testimonials} />
          </div>
        </section>
      ) : null}
    </main>
  )
}
