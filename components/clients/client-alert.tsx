// Her allergies and sensitivities, in red wherever she is made up: her page, her gigs, the day-of timeline.
import { AlertTriangle } from 'lucide-react'
import type { ClientAlert as Alert } from '@/lib/clients/alert'
import { cn } from '@/lib/ui/cn'

export const hasAlert = (alert: Alert | null | undefined): alert is Alert => Boolean(alert?.allergies || alert?.sensitivities)

export function ClientAlert({ alert, name, className }: { alert: Alert | null | undefined; name?: string; className?: string }) {
  if (!hasAlert(alert)) return null
  return (
    <div className={cn('flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-3 text-danger', className)} role="note" data-testid="client-alert">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 text-[15px]">
        {name ? <p className="font-semibold">{name}</p> : null}
        {alert.allergies ? (
          <p>
            <span className="font-semibold">Allergies:</span> {alert.allergies}
          </p>
        ) : null}
        {alert.sensitivities ? (
          <p>
            <span className="font-semibold">Sensitivities:</span> {alert.sensitivities}
          </p>
        ) : null}
      </div>
    </div>
  )
}
