'use client'
import { Check, Copy, ExternalLink, Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useCanShare } from '@/components/ui/use-can-share'
import { useCopy } from '@/components/ui/use-copy'
import { api } from '@/lib/api/client'

/** The site's address with copy and share; sharing ticks "Share your website" on Today. */
export function ShareSite({ url, businessName }: { url: string; businessName: string }) {
  const { copy, copied } = useCopy()
  const canShare = useCanShare()
  const shared = () => api('/v1/checklist/user/events', { method: 'POST', body: { trigger: 'websiteShared' } }).catch(() => undefined)
  return (
    <div className="rounded-card bg-white p-5 shadow-card">
      <p className="text-sm font-semibold text-muted">Your website</p>
      <a href={url} target="_blank" rel="noreferrer" className="mt-1 flex items-center gap-2 font-display text-xl font-semibold break-all text-brand-700">
        {url.replace(/^https?:\/\//, '')} <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      </a>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          onClick={async () => {
            shared()
            await copy(url, { fallback: 'Could not copy: press and hold the address to copy it' })
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? 'link copied' : 'Copy link'}
        </Button>
        {canShare ? (
          <Button
            variant="secondary"
            onClick={() => {
              shared()
              navigator.share({ title: businessName, url }).catch(() => undefined)
            }}
          >
            <Share2 aria-hidden="true" /> Share
          </Button>
        ) : (
          <Button asChild variant="secondary">
            <a href={url} target="_blank" rel="noreferrer" onClick={shared}>
              <ExternalLink aria-hidden="true" /> Open
            </a>
          </Button>
        )}
      </div>
      <p className="mt-3 text-xs text-muted">Put it in your Instagram bio so clients can book you.</p>
    </div>
  )
}
