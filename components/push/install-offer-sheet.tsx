'use client'
// Android's install offer, once her site is live: Chrome's own prompt (the event PhoneApp kept) behind
// our button, at our moment rather than Chrome's mini-infobar's.
import { Download } from 'lucide-react'
import Image from 'next/image'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'

export function InstallOfferSheet({ open, onInstall, onClose }: { open: boolean; onInstall: () => void; onClose: () => void }) {
  return (
    <Sheet
      open={open}
      onOpenChange={(nowOpen) => (nowOpen ? undefined : onClose())}
      title="Install Glowfolio"
      description="Your site is live. Get booking requests on your phone the moment they come in."
    >
      <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-3">
        <Image src="/icons/icon-96.png" alt="" width={52} height={52} className="size-13" />
        <p className="text-sm text-brand-900">Glowfolio on your home screen: opens like an app, works with one tap from a notification.</p>
      </div>
      <div className="mt-5 grid gap-2">
        <Button block size="lg" onClick={onInstall}>
          <Download aria-hidden="true" />
          Install Glowfolio
        </Button>
        <Button block size="lg" variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </Sheet>
  )
}
