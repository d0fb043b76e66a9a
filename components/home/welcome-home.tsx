import { Check, ChevronRight, Mail, MessageSquareHeart, Palette } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { SupportForm } from './support-form'

type Item = { href: string; title: string; text: string; done: boolean; icon: ReactNode }

/** Welcome home: the three things that matter most, the support form and a way to write to us. */
export function WelcomeHome({
  businessName,
  designPicked,
  hasReviews,
  contacted,
  supportEmail,
}: {
  businessName: string
  designPicked: boolean
  hasReviews: boolean
  contacted: boolean
  supportEmail: string
}) {
  const items: Item[] = [
    {
      href: '/dashboard/design',
      title: 'Pick a design',
      text: 'Choose how your website looks',
      done: designPicked,
      icon: <Palette className="size-5" aria-hidden="true" />,
    },
    {
      href: '/dashboard/reviews?request=1',
      title: 'Get new reviews',
      text: 'Send your review link to a happy client',
      done: hasReviews,
      icon: <MessageSquareHeart className="size-5" aria-hidden="true" />,
    },
    { href: '#support', title: 'Support', text: 'Ask us anything, we reply by email', done: contacted, icon: <Mail className="size-5" aria-hidden="true" /> },
  ]
  return (
    <div className="space-y-6">
      <p className="text-[15px] text-muted">Hi {businessName}! Here is what helps most this week.</p>
      <ul className="overflow-hidden rounded-card bg-white shadow-card">
        {items.map((item) => (
          <li key={item.title} className="border-b border-line last:border-0">
            <Link href={item.href} className="flex items-center gap-3 px-4 py-4">
              <span className={`flex size-10 items-center justify-center rounded-full ${item.done ? 'bg-success text-white' : 'bg-brand-50 text-brand-700'}`}>
                {item.done ? <Check className="size-5" aria-label="Done" /> : item.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-muted">{item.text}</span>
              </span>
              <ChevronRight className="size-5 text-stone-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <section id="support" aria-labelledby="support-title" className="rounded-card bg-white p-5 shadow-card">
        <h2 id="support-title" className="font-display text-xl font-semibold">
          Message support
        </h2>
        <div className="mt-4">
          <SupportForm />
        </div>
        <p className="mt-4 text-center text-sm text-muted">
          Or email us at{' '}
          <a className="font-semibold text-brand-700" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </p>
      </section>
    </div>
  )
}
