'use client'
// Where an owner manages a paid subscription: Stripe's customer portal (card, invoices, cancelling).
import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { api, errorMessage } from '@/lib/api/client'

export function ManageSubscriptionButton({ returnTo, label = 'Manage subscription', variant = 'outline' }: { returnTo: string; label?: string; variant?: 'outline' | 'primary' }) {
  const [busy, setBusy] = useState(false)

  async function open() {
    setBusy(true)
    try {
      const { url } = await api<{ url: string }>(`/v1/subscription/portal?returnTo=${encodeURIComponent(returnTo)}`, { method: 'POST' })
      window.location.assign(url)
    } catch (error) {
      toast.error(errorMessage(error, 'Unexpected error, please try again'))
      setBusy(false)
    }
  }

  return (
    <Button variant={variant} size="lg" block loading={busy} onClick={open}>
      {label} <ExternalLink aria-hidden="true" />
    </Button>
  )
}
