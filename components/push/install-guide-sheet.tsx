'use client'
// iOS Safari has no install button a site can offer: the app goes on the Home Screen through Share →
// Add to Home Screen, and only then can it get push notifications. This sheet shows her how.
import { PlusSquare, Share } from 'lucide-react'
import Image from 'next/image'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'

export function InstallGuideSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const steps = [
    { icon: Share, text: 'Tap Share', detail: 'the square with an arrow, in Safari’s bar' },
    { icon: PlusSquare, text: 'Tap Add to Home Screen', detail: 'scroll down the list if you do not see it' },
  ]
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Put Glowfolio on your Home Screen"
      description="Then booking requests reach your iPhone the moment they come in."
    >
      <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-3">
        <Image src="/icons/apple-touch-icon-120.png" alt="" width={52} height={52} className="size-13 rounded-xl" />
        <p className="text-sm text-brand-900">Open it from there like any app: notifications on an iPhone work only in the Home Screen app.</p>
      </div>
      <ol className="mt-4 space-y-3">
        {steps.map(({ icon: Icon, text, detail }, index) => (
          <li key={text} className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 font-semibold">{index + 1}</span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5 font-semibold">
                {text} <Icon className="size-5 text-brand-700" aria-hidden="true" />
              </span>
              <span className="block text-sm text-muted">{detail}</span>
            </span>
          </li>
        ))}
        <li className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 font-semibold">3</span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Open Glowfolio from your Home Screen</span>
            <span className="block text-sm text-muted">and turn on notifications in the menu, under Notification settings</span>
          </span>
        </li>
      </ol>
      <Button block size="lg" className="mt-6" onClick={() => onOpenChange(false)}>
        Got it
      </Button>
    </Sheet>
  )
}
