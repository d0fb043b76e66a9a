'use client'
import { CheckCircle2, Info } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { InstagramIcon } from '@/components/brand/instagram-icon'
import { Progress } from '@/components/ui/progress'
import { api, errorMessage } from '@/lib/api/client'
import type { MediaItem } from '@/lib/instagram/schema'
import { useSubmitStep } from './use-submit-step'
import { WizardFrame } from './wizard-frame'

/** Spec: the wizard downloads recent photos (35) into a default album. */
const WIZARD_MEDIA_COUNT = 35

export function InstagramStep({ connected: initiallyConnected, demo }: { connected: boolean; demo: boolean }) {
  const params = useSearchParams()
  const { submit, busy, run } = useSubmitStep('instaLogin')
  const [connected, setConnected] = useState(initiallyConnected)
  const [problem, setProblem] = useState<string>()
  const [importing, setImporting] = useState<{ done: number; total: number } | null>(null)
  const exchanged = useRef(false)

  // Busy to the end: `submit` shares this busy state and turns it off itself if the server refuses the step.
  const importAndContinue = () =>
    run(
      async () => {
        const page = await api<{ data: MediaItem[] }>(`/v1/instagram/media?limit=${WIZARD_MEDIA_COUNT}`)
        const photos = page.data.filter((m) => !m.existing)
        if (photos.length) {
          setImporting({ done: 0, total: photos.length })
          const album = await api<{ _id: string }>('/v1/album', { method: 'POST', body: { name: 'Instagram', default: true } })
          // In small batches, so the owner sees progress and no request runs long.
          for (let start = 0; start < photos.length; start += 6) {
            const batch = photos.slice(start, start + 6)
            await api('/v1/image/bulk-from-instagram-v2', { method: 'POST', body: { data: batch.map((m) => ({ id: m.id })), albumIds: [album._id] } })
            setImporting({ done: Math.min(start + batch.length, photos.length), total: photos.length })
          }
        }
        await submit({ published: true })
      },
      {
        keepBusy: true,
        onError: (error) => {
          setImporting(null)
          setProblem(errorMessage(error, 'Unexpected error, please try again'))
        },
      },
    )

  useEffect(() => {
    const code = params.get('code')
    const state = params.get('state')
    if (!code || !state || exchanged.current || initiallyConnected) return
    exchanged.current = true
    api('/v1/instagram/access-token', { method: 'POST', body: { code, state, redirectUri: `${window.location.origin}${window.location.pathname}` } })
      .then(() => {
        setConnected(true)
        toast.success('Successfully verified. You may now select images from Instagram.')
        return importAndContinue()
      })
      .catch((error) => setProblem(errorMessage(error, 'Unexpected error, please try again')))
    // Runs once for the code Instagram sent back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, initiallyConnected])

  // A full navigation: the route answers with a redirect to Instagram.
  const authorize = () =>
    run(async () => window.location.assign(new URL('/v1/instagram/connect?returnTo=/dashboard/setup/instagram', window.location.origin)), { keepBusy: true })

  return (
    <WizardFrame
      step="instaLogin"
      title="Sync photos from Instagram"
      subtitle="We'll automatically download a few photos for you, you can always change these later"
      nextLabel={connected ? 'Next' : 'Authorize Instagram'}
      busy={busy}
      onNext={connected ? importAndContinue : authorize}
      onSkip={() => submit({})}
    >
      <div className="rounded-card bg-white p-5 shadow-card">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af] text-white">
            <InstagramIcon className="size-7" />
          </span>
          <div>
            <p className="font-semibold">{connected ? 'Instagram connected' : 'Connect Instagram'}</p>
            <p className="text-sm text-muted">{demo ? 'Demo mode: sample photos stand in for your Instagram.' : 'Works with Creator and Business accounts.'}</p>
          </div>
          {connected ? <CheckCircle2 className="ml-auto size-6 shrink-0 text-success" aria-label="Connected" /> : null}
        </div>
        {importing ? (
          <div className="mt-5 space-y-1.5" aria-live="polite">
            <Progress value={(importing.done / importing.total) * 100} label="Importing photos" />
            <p className="text-sm text-muted">
              Importing your photos: {importing.done} of {importing.total}
            </p>
          </div>
        ) : null}
      </div>
      {problem ? (
        <div role="alert" className="mt-4 flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-[15px] leading-6 text-amber-950">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{problem}</p>
        </div>
      ) : null}
    </WizardFrame>
  )
}
