'use client'
// The total as it stands, with Save and Send, in one 48-px row over the tabs: with them, under 15% of
// an 844-px screen.
import { Send } from 'lucide-react'
import { ActionBar } from '@/components/ui/action-bar'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/format/money'
import { useLiveQuote, useQuoteForm } from './use-quote'

export function TotalBar({ onSend, resend }: { onSend?: () => void; resend: boolean }) {
  const { formState } = useQuoteForm()
  const { preview } = useLiveQuote()
  return (
    <ActionBar className="-mx-4 bg-none px-0 pt-0 pb-0">
      <div className="flex h-12 items-center gap-2 border-t border-line bg-white px-4">
        <div className="min-w-0 flex-1 leading-tight">
          <span className="block text-xs text-muted">Total</span>
          <span className="block font-display text-lg font-semibold" data-testid="quote-total">
            {preview ? formatMoney(preview.totalCents) : '–'}
          </span>
        </div>
        <Button type="submit" variant="outline" loading={formState.isSubmitting}>
          Save
        </Button>
        {onSend ? (
          <Button type="button" loading={formState.isSubmitting} onClick={onSend} aria-label={resend ? 'Save and resend' : 'Save and send'}>
            <Send aria-hidden="true" /> {resend ? 'Resend' : 'Send'}
          </Button>
        ) : null}
      </div>
    </ActionBar>
  )
}
