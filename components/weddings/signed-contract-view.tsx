// A signed contract as both sides read it: the whole terms exactly as signed (no inner scroll box), the
// signature with its time and the terms' SHA-256, earlier signatures marked superseded; the PDF to
// download, the HTML page, and print. Where it was signed from shows only in the owner's view.
import { Download, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { formatDay } from '@/lib/appointments/describe'
import type { SignedContract } from '@/lib/weddings/signed-contract'
import { PrintButton } from './print-button'

export function SignedContractView({ contract, downloadHref }: { contract: SignedContract; downloadHref: string }) {
  const { signature } = contract
  return (
    <article className="space-y-4" aria-label="Signed contract">
      <div className="space-y-2 print:hidden">
        <div className="flex gap-2">
          <Button asChild size="lg" className="flex-1">
            <a href={downloadHref} download>
              <Download aria-hidden="true" /> Download PDF
            </a>
          </Button>
          <PrintButton />
        </div>
        <p className="text-center text-sm">
          <a href={`${downloadHref}?format=html`} download className="font-semibold text-brand-700 underline">
            Download as a web page
          </a>
        </p>
      </div>
      {signature.superseded ? (
        <p className="rounded-card bg-amber-50 p-4 text-sm text-amber-950" role="status">
          The quote changed after this signature: a new signature is needed.
        </p>
      ) : null}
      <section className="rounded-card bg-white p-5 shadow-card print:shadow-none" aria-label="Terms">
        <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">Wedding contract · {formatDay(contract.weddingDate, 'd MMM yyyy')}</p>
        <h2 className="mt-1 font-display text-2xl font-semibold">{contract.businessName}</h2>
        <p className="text-sm text-muted">with {contract.customerName}</p>
        <div className="mt-4 border-t border-line pt-4 text-[15px] leading-7 break-words whitespace-pre-wrap" data-testid="contract-terms">
          {signature.termsText}
        </div>
      </section>
      <section className="rounded-card border-2 border-brand-100 bg-white p-5 shadow-card print:shadow-none" aria-label="Signature">
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
          <ShieldCheck className="size-5" aria-hidden="true" /> Signed online
        </p>
        <p className="mt-3 border-b border-ink/30 pb-1 font-display text-3xl italic" data-testid="signed-name">
          {signature.fullName}
        </p>
        <dl className="mt-3 space-y-1.5 text-sm">
          <Detail label="Signed">{signature.signedAtText}</Detail>
          {contract.signedFrom ? <Detail label="Signed from">{contract.signedFrom}</Detail> : null}
          <Detail label="SHA-256 of the terms">
            <span className="font-mono text-xs break-all">{signature.termsHash}</span>
          </Detail>
        </dl>
      </section>
      {contract.earlier.length ? (
        <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="earlier-heading">
          <h2 id="earlier-heading" className="font-semibold">
            Earlier signatures
          </h2>
          <ul className="mt-2 space-y-2 text-sm text-muted">
            {contract.earlier.map((entry) => (
              <li key={entry.termsHash + entry.signedAtText}>
                {entry.fullName}, {entry.signedAtText}. Superseded {entry.supersededAtText}.
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}
