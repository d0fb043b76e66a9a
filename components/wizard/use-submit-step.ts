'use client'
import { useRouter } from 'next/navigation'
import { useMutation } from '@/components/ui/use-mutation'
import { api, ApiError } from '@/lib/api/client'
import type { WizardStep } from '@/lib/generated/prisma/enums'
import { useProfile } from '@/lib/swr/use-profile'
import { WIZARD_STEP_PATHS } from '@/lib/wizard/steps'

/**
 * Posts a step; the server answers the next step and the wizard goes there. `run` shares its busy state,
 * for a step that does more before it posts (the Instagram import).
 */
export function useSubmitStep(step: string) {
  const router = useRouter()
  const { mutate } = useProfile()
  const { run, busy } = useMutation()
  const submit = (body: Record<string, unknown> = {}) =>
    run(
      async () => {
        try {
          const answer = await api<{ wizardStep: WizardStep }>(`/v1/signup/${step}`, { method: 'POST', body })
          router.push(WIZARD_STEP_PATHS[answer.wizardStep])
        } catch (error) {
          // Browser Back shows a step she has already passed, and the server refuses it: take her to the step she is on.
          const current = error instanceof ApiError && error.status === 409 ? (await mutate().catch(() => undefined))?.user.wizardStep : undefined
          if (!current || current === step) throw error
          router.replace(current === 'complete' ? '/dashboard' : WIZARD_STEP_PATHS[current])
        }
      },
      { fallback: 'Unexpected error, please try again', keepBusy: true, refresh: true },
    )
  return { submit, busy, run }
}
