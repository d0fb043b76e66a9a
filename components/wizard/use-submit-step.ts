'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { api, ApiError, errorMessage } from '@/lib/api/client'
import type { WizardStep } from '@/lib/generated/prisma/enums'
import { useProfile } from '@/lib/swr/use-profile'
import { WIZARD_STEP_PATHS } from '@/lib/wizard/steps'

/** Posts a step; the server answers the next step and the wizard goes there. */
export function useSubmitStep(step: string) {
  const router = useRouter()
  const { mutate } = useProfile()
  const [busy, setBusy] = useState(false)
  async function submit(body: Record<string, unknown> = {}) {
    setBusy(true)
    try {
      const answer = await api<{ wizardStep: WizardStep }>(`/v1/signup/${step}`, { method: 'POST', body })
      router.push(WIZARD_STEP_PATHS[answer.wizardStep])
      router.refresh()
    } catch (error) {
      // Browser Back shows a step she has already passed, and the server refuses it: take her to the step she is on.
      const current = error instanceof ApiError && error.status === 409 ? (await mutate().catch(() => undefined))?.user.wizardStep : undefined
      if (current && current !== step) {
        router.replace(current === 'complete' ? '/dashboard' : WIZARD_STEP_PATHS[current])
        router.refresh()
        return
      }
      toast.error(errorMessage(error, 'Unexpected error, please try again'))
      setBusy(false)
    }
  }
  return { submit, busy, setBusy }
}
