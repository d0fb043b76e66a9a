'use client'
import { signIn } from 'next-auth/react'
import { Button } from '@/components/ui/button'

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="fill-current">
      <path d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.69.24 2.69.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z" />
    </svg>
  )
}

/** Facebook login through next-auth (it asks Facebook for the email scope). */
export function FacebookButton({ label, callbackUrl }: { label: string; callbackUrl: string }) {
  return (
    <Button type="button" size="lg" block className="bg-[#1877f2] text-white hover:bg-[#0f65d6]" onClick={() => signIn('facebook', { callbackUrl })}>
      <FacebookIcon />
      {label}
    </Button>
  )
}
