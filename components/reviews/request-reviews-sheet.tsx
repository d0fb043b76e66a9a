'use client'
import { Check, Copy, Mail, MessageSquare, Share2 } from 'lucide-react'
import { Sheet } from '@/components/ui/sheet'
import { useCanShare } from '@/components/ui/use-can-share'
import { useCopy } from '@/components/ui/use-copy'
import { api } from '@/lib/api/client'

/** Shares the public review link: e-mail, text message, the phone's share sheet, copy, or a QR code to scan. */
export function RequestReviewsSheet({
  open,
  onOpenChange,
  link,
  qrSvg,
  businessName,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  link: string
  qrSvg: string
  businessName: string
}) {
  const { copy: copyText, copied } = useCopy()
  const canShare = useCanShare()
  // Sharing the link ticks "Ask three clients for a review" on Today.
  const reportShared = () => api('/v1/checklist/user/events', { method: 'POST', body: { trigger: 'reviewsRequested' } }).catch(() => undefined)
  const message = `Hi! Thank you for choosing ${businessName}. Would you leave me a quick review? It means the world to me: ${link}`

  async function copy() {
    reportShared()
    await copyText(link, { fallback: 'Could not copy: press and hold the link to copy it' })
  }

  const option = 'flex flex-col items-center gap-2 rounded-2xl bg-brand-50 px-2 py-4 text-sm font-semibold text-brand-800 active:scale-[0.98]'
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Ask for a review" description="Send your review link to a happy client, or let them scan the code.">
      <div className={`grid gap-2 ${canShare ? 'grid-cols-4' : 'grid-cols-3'}`}>
        <a
          className={option}
          onClick={reportShared}
          href={`mailto:?subject=${encodeURIComponent(`A quick review for ${businessName}?`)}&body=${encodeURIComponent(message)}`}
        >
          <Mail className="size-6" aria-hidden="true" />
          Email
        </a>
        <a className={option} onClick={reportShared} href={`sms:?&body=${encodeURIComponent(message)}`}>
          <MessageSquare className="size-6" aria-hidden="true" />
          Text
        </a>
        {canShare ? (
          <button
            type="button"
            className={option}
            onClick={() => {
              reportShared()
              navigator.share({ title: `Review ${businessName}`, text: message, url: link }).catch(() => undefined)
            }}
          >
            <Share2 className="size-6" aria-hidden="true" />
            Share
          </button>
        ) : null}
        <button type="button" className={option} onClick={copy}>
          {copied ? <Check className="size-6" aria-hidden="true" /> : <Copy className="size-6" aria-hidden="true" />}
          {copied ? 'link copied' : 'Copy link'}
        </button>
      </div>
      <div className="mt-5 flex items-center gap-4 rounded-card border border-line p-4">
        {/* The SVG is drawn on our server from our own link. */}
        <div className="size-28 shrink-0" role="img" aria-label="QR code of your review link" dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <div className="min-w-0">
          <p className="font-semibold">Client in the chair?</p>
          <p className="mt-1 text-sm text-muted">Let them scan this with their phone camera.</p>
          <p className="mt-2 truncate text-xs text-muted">{link}</p>
        </div>
      </div>
    </Sheet>
  )
}
