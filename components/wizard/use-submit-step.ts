'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { api, errorMessage } from '@/lib/api/client'
import type { WizardStep } from '@/lib/generated/prisma/enums'
import { WIZARD_STEP_PATHS } from '@/lib/wizard/steps'

/** Posts a step; the server answers the next step and the wizard goes there. */
export function useSubmitStep(step: string) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  async function submit(body: Record<string, unknown> = {}) {
    setBusy(true)
    try {
      const answer = await api<{ wizardStep: WizardStep }>(`/v1/signup/${step}`, { method: 'POST', body })
      router.push(WIZARD_STEP_PATHS[answer.wizardStep])
      router.refresh()
    } catch (error) {
      toast.error(errorMessage(error, 'Unexpected error, please try again'))
      setBusy(false)
    }
  }
  return { submit, busy, setBusy }
}
