'use client'
// A Smart Albums suggestion stays hidden until the owner enables it.
import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'

export function AlbumSuggestion({ busy, onEnable }: { busy: boolean; onEnable: () => void }) {
  return (
    // The note on a line of its own, the button under it where the thumb expects it.
    <div className="mt-4 grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-3 rounded-card bg-brand-50 p-4">
      <Sparkles className="mt-0.5 size-5 text-brand-700" aria-hidden="true" />
      <p className="text-[15px] leading-6 text-brand-900">Suggested from your Instagram hashtags. Enable it to show it on your website.</p>
      <Button className="col-start-2 justify-self-start" loading={busy} onClick={onEnable}>
        Enable album
      </Button>
    </div>
  )
}
