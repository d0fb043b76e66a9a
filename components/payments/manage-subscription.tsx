'use client'
// Where an owner manages a paid subscription: Stripe's customer portal (card, invoices, cancelling).
import { ExternalLink } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'

export function ManageSubscriptionButton({
  returnTo,
  label = 'Manage subscription',
  variant = 'outline',
}: {
  returnTo: string
  label?: string
  variant?: 'outline' | 'primary'
}) {
  const { run, busy } = useMutation()

  const open = () =>
    run(
      async () => {
        const { url } = await api<{ url: string }>(`/v1/subscription/portal?returnTo=${encodeURIComponent(returnTo)}`, { method: 'POST' })
        window.location.assign(url)
      },
      { fallback: 'Unexpected error, please try again', keepBusy: true },
    )

  return (
    <Button variant={variant} size="lg" block loading={busy} onClick={open}>
      {label} <ExternalLink aria-hidden="true" />
    </Button>
  )
}
