'use client'
// Your account: everything of hers as a ZIP, and "Delete my account" (7 days to change her mind; she
// types DELETE or her e-mail to confirm).
import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { confirmsDeletion, DELETION_GRACE_DAYS, type AccountDeletion } from '@/lib/account/schema'
import { DeletionBanner } from './deletion-banner'
import { deletionDay } from './deletion-date'

const card = 'rounded-card bg-white p-5 shadow-card'
const heading = 'font-display text-lg font-semibold'

export function AccountScreen({ email, deleteAfter, timeZone }: { email: string; deleteAfter: string | null; timeZone: string }) {
  const [asking, setAsking] = useState(false)
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | undefined>()
  const { run, busy } = useMutation()

  const schedule = () =>
    run(() => api<AccountDeletion>('/v1/account/deletion', { method: 'POST', body: { confirm: typed } }), {
      success: (answer) => (answer.deleteAfter ? `Your account will be deleted on ${deletionDay(answer.deleteAfter, timeZone)}` : undefined),
      fieldErrors: (fields) => setError(fields.confirm),
      refresh: true,
    }).then((answer) => {
      if (answer) setAsking(false)
    })

  return (
    <DashboardPage title="Your account" backHref="/dashboard/edit-profile">
      <div className="space-y-4">
        <section className={card} aria-label="Your data">
          <h2 className={heading}>Your data</h2>
          <p className="mt-1 text-[15px] text-muted">
            Everything you keep in Glowfolio as one ZIP file: your profile, clients, gigs, payments, reviews and albums as JSON files, and your photos.
          </p>
          <Button asChild variant="outline" block className="mt-3">
            <a href="/v1/account/export" download>
              <Download aria-hidden="true" /> Download my data
            </a>
          </Button>
        </section>

        {deleteAfter ? (
          <DeletionBanner deleteAfter={deleteAfter} timeZone={timeZone} />
        ) : (
          <section className={card} aria-label="Delete your account">
            <h2 className={heading}>Delete your account</h2>
            <p className="mt-1 text-[15px] text-muted">
              Your site goes offline, your subscriptions stop and everything you keep here is deleted. You have {DELETION_GRACE_DAYS} days to change your mind.
            </p>
            <Button variant="outline" block className="mt-3 text-danger" onClick={() => setAsking(true)}>
              <Trash2 aria-hidden="true" /> Delete my account
            </Button>
          </section>
        )}
      </div>

      <Sheet
        open={asking}
        onOpenChange={(open) => {
          setAsking(open)
          setTyped('')
          setError(undefined)
        }}
        title="Delete your account?"
        description={`In ${DELETION_GRACE_DAYS} days your site goes offline, your subscriptions stop, card payments through Glowfolio stop and your clients, gigs, payments and photos are deleted. Until then, “Keep my account” undoes it. Download your data first if you want a copy.`}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            void schedule()
          }}
        >
          <TextField
            id="confirm-deletion"
            label="Type DELETE or your email to confirm"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value)
              setError(undefined)
            }}
            autoComplete="off"
            autoCapitalize="characters"
            error={error}
          />
          <Button type="submit" variant="destructive" block size="lg" loading={busy} disabled={!confirmsDeletion(typed, email)}>
            Delete my account
          </Button>
        </form>
      </Sheet>
    </DashboardPage>
  )
}
