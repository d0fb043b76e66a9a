'use client'
// Import clients from a CSV (Fresha, Square, GlossGenius, Vagaro or her own): she picks the file, sees
// what would happen to each row (new, already hers, repeated in the file, no name; a name she has with
// another e-mail flagged), and only "Import" writes. Nothing is written by the preview.
import { FileUp } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { mutate as mutateAll } from 'swr'
import { toast } from '@/components/ui/toast'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { IMPORT_MAX_BYTES, type ImportPreview, type ImportPreviewRow, type ImportResult } from '@/lib/clients/import-schema'
import { CLIENTS_KEY } from '@/lib/swr/use-clients'
import { cn } from '@/lib/ui/cn'

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`

/** What the owner should look at before importing: every row that is not simply a new client. */
const needsALook = (row: ImportPreviewRow) => row.status !== 'new' || row.likelyDuplicateOf || row.problem

function rowNote(row: ImportPreviewRow): string {
  if (row.status === 'invalid') return row.problem ?? 'Left out'
  if (row.status === 'duplicate') return `Same person as line ${row.duplicateOf}: left out`
  const notes = [
    row.status === 'match' ? `Already your client ${row.clientName}: what her record lacks is filled in` : null,
    row.likelyDuplicateOf ? `Same name as ${row.likelyDuplicateOf}: added as a new client. Merge them on her page if she is the same person` : null,
    row.problem,
  ]
  return notes.filter(Boolean).join('. ')
}

const BADGE: Record<ImportPreviewRow['status'], { label: string; className: string }> = {
  new: { label: 'New', className: 'bg-brand-50 text-brand-800' },
  match: { label: 'Already yours', className: 'bg-emerald-50 text-emerald-800' },
  duplicate: { label: 'Repeated', className: 'bg-amber-50 text-amber-900' },
  invalid: { label: 'Left out', className: 'bg-red-50 text-danger' },
}

export function ImportClients() {
  const router = useRouter()
  const inputId = useId()
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const { run, busyWith, idempotencyKey } = useMutation()

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    if (chosen.size > IMPORT_MAX_BYTES) {
      toast.error('The file is larger than 2 MB: split it in two and import each')
      return
    }
    return run(
      async () => {
        const csv = await chosen.text()
        setPreview(null)
        setPreview(await api<ImportPreview>('/v1/clients/import/preview', { method: 'POST', body: { csv } }))
        setFile({ name: chosen.name, csv })
      },
      { key: 'preview' },
    )
  }

  const confirm = () =>
    run(
      async () => {
        const result = await api<ImportResult>('/v1/clients/import', { method: 'POST', body: { csv: file!.csv }, idempotencyKey })
        await mutateAll((key) => typeof key === 'string' && key.startsWith(`${CLIENTS_KEY}?`))
        router.push('/dashboard/clients')
        return result
      },
      {
        key: 'import',
        keepBusy: true,
        success: (result) => `${plural(result.created, 'client')} added${result.updated ? `, ${plural(result.updated, 'client')} updated` : ''}`,
      },
    )

  const flagged = preview?.rows.filter(needsALook) ?? []
  const writes = preview ? preview.counts.new + preview.counts.match : 0

  return (
    <DashboardPage title="Import clients" backHref="/dashboard/clients">
      <div className="space-y-4">
        <p className="text-[15px] text-muted">
          Export your client list as CSV from Fresha, Square, GlossGenius or Vagaro (or any spreadsheet with a name column) and choose it here. You see what
          happens to each client before anything is saved. Up to 5,000 clients, 2 MB.
        </p>
        <label htmlFor={inputId} className={cn(buttonVariants({ variant: preview ? 'outline' : 'primary', size: 'lg', block: true }), 'cursor-pointer')}>
          <FileUp aria-hidden="true" />
          {busyWith === 'preview' ? 'Reading the file…' : preview ? 'Choose another file' : 'Choose a CSV file'}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="CSV file"
          onChange={(event) => {
            void choose(event.target.files?.[0])
            event.target.value = ''
          }}
        />

        {preview && file ? (
          <>
            <section className="rounded-card bg-white p-4 shadow-card" aria-label="What the import does">
              <h2 className="font-semibold">{file.name}</h2>
              <p className="text-sm text-muted">
                Names from {preview.columns.name}
                {preview.columns.email ? ` · email from ${preview.columns.email}` : ''}
                {preview.columns.phone ? ` · mobile from ${preview.columns.phone}` : ''}
              </p>
              <ul className="mt-3 grid grid-cols-2 gap-2 text-sm" aria-label="Summary">
                <li className="rounded-2xl bg-brand-50 px-3 py-2 text-brand-800">
                  <strong className="block text-lg">{preview.counts.new}</strong> new
                </li>
                <li className="rounded-2xl bg-emerald-50 px-3 py-2 text-emerald-800">
                  <strong className="block text-lg">{preview.counts.match}</strong> already yours
                </li>
                <li className="rounded-2xl bg-amber-50 px-3 py-2 text-amber-900">
                  <strong className="block text-lg">{preview.counts.duplicate}</strong> repeated in the file
                </li>
                <li className="rounded-2xl bg-stone-100 px-3 py-2 text-ink">
                  <strong className="block text-lg">{preview.counts.likely}</strong> maybe a client you have
                </li>
              </ul>
              {preview.counts.invalid ? (
                <p className="mt-2 text-sm text-danger">{plural(preview.counts.invalid, 'row')} without a name will be left out.</p>
              ) : null}
            </section>

            {flagged.length ? (
              <section aria-label="Rows to check">
                <h2 className="mb-2 text-sm font-semibold text-muted uppercase">Check these ({flagged.length})</h2>
                <ul className="divide-y divide-line overflow-hidden rounded-card bg-white shadow-card">
                  {flagged.slice(0, 200).map((row) => (
                    <li key={row.line} className="px-4 py-3">
                      <div className="flex items-start justify-between gap-3">
                        <p className="min-w-0 font-semibold">
                          <span className="block truncate">{row.name || 'No name'}</span>
                          <span className="block truncate text-sm font-normal text-muted">
                            Line {row.line}
                            {row.email || row.phone ? ` · ${row.email ?? row.phone}` : ''}
                          </span>
                        </p>
                        <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', BADGE[row.status].className)}>
                          {BADGE[row.status].label}
                        </span>
                      </div>
                      <p className="mt-1 text-sm">{rowNote(row)}</p>
                    </li>
                  ))}
                </ul>
                {flagged.length > 200 ? <p className="mt-2 text-sm text-muted">…and {flagged.length - 200} more.</p> : null}
              </section>
            ) : null}

            <div className="sticky bottom-20 -mx-4 bg-gradient-to-t from-canvas via-canvas to-canvas/0 px-4 pt-6 pb-3">
              <Button size="lg" block disabled={writes === 0} loading={busyWith === 'import'} onClick={confirm}>
                {preview.counts.new ? `Import ${plural(preview.counts.new, 'new client')}` : 'Update your clients'}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </DashboardPage>
  )
}
