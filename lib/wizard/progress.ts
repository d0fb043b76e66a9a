/** Spec: the step counter is the position of the current step in the server's list, plus 2 (signing up was step 1). */
export function wizardProgress(step: string, wizardSteps: readonly string[]) {
  const number = wizardSteps.indexOf(step) + 2
  const total = wizardSteps.length + 1
  return { number, total, percent: (number / total) * 100 }
}
