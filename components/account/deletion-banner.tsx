'use client'
// On every screen while her account is to be deleted: the day it goes, and "Keep my account".
import { useMutation } from '@/components/ui/use-mutation'
import { Button } from '@/components/ui/button'
import { api } from '@/lib/api/client'
import { deletionDay } from './deletion-date'

export function DeletionBanner({ deleteAfter, timeZone }: { deleteAfter: string; timeZone: string }) {
  const { run, busy } = useMutation()
  const keep = () => run(() => api('/v1/account/deletion', { method: 'DELETE' }), { success: 'Your account is kept', refresh: true })
  return (
    <section role="status" className="rounded-card border border-red-200 bg-red-50 p-4 text-red-950" aria-label="Account deletion">
      <p className="text-[15px]">
        Your account will be deleted on <strong className="font-semibold">{deletionDay(deleteAfter, timeZone)}</strong>: your site, clients, gigs and photos go
        with it.
      </p>
      <Button className="mt-3" variant="dark" block loading={busy} onClick={keep}>
        Keep my account
      </Button>
    </section>
  )
}
