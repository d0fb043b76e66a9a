'use client'
import type { ReactNode } from 'react'
import { LogoMark } from '@/components/brand/logo'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { useProfile } from '@/lib/swr/use-profile'
import { wizardProgress } from '@/lib/wizard/progress'

/** One setup step: "Step N", title, subtitle, "N of M steps" with a progress bar, the content, Next and skip. */
export function WizardFrame({
  step,
  title,
  subtitle,
  children,
  nextLabel = 'Next',
  nextDisabled,
  busy,
  onNext,
  onSkip,
}: {
  step: string
  title: string
  subtitle: string
  children: ReactNode
  nextLabel?: string
  nextDisabled?: boolean
  busy?: boolean
  onNext: () => void
  onSkip?: () => void
}) {
  const { wizardSteps } = useProfile()
  const progress = wizardProgress(step, wizardSteps)
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 pt-5 pb-6">
      <div className="flex items-center justify-between">
        <LogoMark className="size-8" />
        <span className="text-sm font-semibold text-brand-700">Step {progress.number}</span>
      </div>
      <div className="mt-4 space-y-1.5">
        <p className="text-xs font-semibold text-muted">
          {progress.number} of {progress.total} steps
        </p>
        <Progress value={progress.percent} label={`${progress.number} of ${progress.total} steps`} />
      </div>
      <h1 className="mt-8 font-display text-[2rem] leading-tight font-semibold">{title}</h1>
      <p className="mt-2 text-[15px] leading-6 text-muted">{subtitle}</p>
      <form
        className="mt-8 flex flex-1 flex-col"
        onSubmit={(event) => {
          event.preventDefault()
          if (!nextDisabled && !busy) onNext()
        }}
      >
        <div className="flex-1">{children}</div>
        {/* Next stays in reach at the bottom; the page fades out under it. */}
        <div className="sticky bottom-0 -mx-5 mt-8 space-y-1 bg-gradient-to-t from-canvas via-canvas to-canvas/0 px-5 pt-6 pb-1">
          <Button type="submit" size="lg" block disabled={nextDisabled} loading={busy}>
            {nextLabel}
          </Button>
          {onSkip ? (
            <Button type="button" variant="ghost" block onClick={onSkip} disabled={busy}>
              Skip for now
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  )
}
