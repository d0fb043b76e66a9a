'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { useMutation } from '@/components/ui/use-mutation'
import { api, errorMessage } from '@/lib/api/client'
import { EMPTY_IMPORT_MESSAGE } from '@/lib/reviews/import-message'

export function ImportReviewsForm() {
  const router = useRouter()
  const [links, setLinks] = useState('')
  const [error, setError] = useState<string>()
  const { run, busy } = useMutation()

  function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!links.trim()) {
      setError(EMPTY_IMPORT_MESSAGE)
      return
    }
    run(
      async () => {
        await api('/v1/util/import-reviews-zendesk', { method: 'POST', body: { body: links } })
        router.push('/dashboard/reviews')
      },
      {
        success: 'Successfully submitted. We will notify you once reviews are imported.',
        keepBusy: true,
        onError: (failure) => setError(errorMessage(failure)),
      },
    )
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <p className="text-[15px] leading-6 text-muted">
        Have reviews on Google, Facebook, Bridebook or anywhere else? Paste the links to those pages and our team will bring them into Glowfolio for you.
      </p>
      <Field id="links" label="Links to your reviews" error={error} hint="One link per line">
        <Textarea
          id="links"
          rows={6}
          value={links}
          placeholder={'https://g.page/your-business/review\nhttps://facebook.com/your-page/reviews'}
          onChange={(e) => {
            setLinks(e.target.value)
            setError(undefined)
          }}
          aria-invalid={Boolean(error)}
        />
      </Field>
      <Button type="submit" size="lg" block loading={busy}>
        Import my reviews
      </Button>
    </form>
  )
}
