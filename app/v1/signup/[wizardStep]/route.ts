import { z } from 'zod'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { wizardStepAnswer, wizardStepParam } from '@/lib/wizard/schema'
import { submitWizardStep } from '@/lib/wizard/submit-step'

/** Saves a setup step (each step checks its own body) and answers the user with the next step. */
export const POST = route(
  { auth: 'owner', params: wizardStepParam, body: z.record(z.string(), z.unknown()), response: wizardStepAnswer },
  ({ user, params, body }) => submitWizardStep({ user, step: params.wizardStep, body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
