import Link from 'next/link'
import type { ReactNode } from 'react'
import { Logo } from '@/components/brand/logo'

/** The frame of the login, signup and password screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 pt-6 pb-10">
      <Link href="/landing" className="self-start" aria-label="Glowfolio home">
        <Logo />
      </Link>
      <div className="mt-10">
        <h1 className="font-display text-[2rem] leading-tight font-semibold">{title}</h1>
        {subtitle ? <p className="mt-2 text-[15px] leading-6 text-muted">{subtitle}</p> : null}
      </div>
      <div className="mt-8">{children}</div>
      {footer ? <div className="mt-auto pt-8 text-center text-[15px] text-muted [&_a]:inline-block [&_a]:py-2.5">{footer}</div> : null}
    </main>
  )
}

/** The login screens' way to an account for someone who has none yet. */
export function SignUpFooter() {
  return (
    <>
      New to Glowfolio?{' '}
      <Link href="/signup" className="font-semibold text-brand-700">
        Sign up - it&apos;s free
      </Link>
    </>
  )
}
