// Lists every journey that needed its retry, and fails the run when more than MAX_RETRIED did: one retry
// keeps a lost race with the 2-core machine from failing CI (playwright.config.ts), but a run that leans
// on it for several tests hides flakes that are bugs.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

export const MAX_RETRIED = 2

export default class RetryReporter implements Reporter {
  private readonly retried = new Map<TestCase, TestResult['status']>()

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0) this.retried.set(test, result.status)
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.retried.size === 0) return undefined
    console.log(`\n${this.retried.size} journey(s) needed a retry (at most ${MAX_RETRIED} may):`)
    for (const [test, status] of this.retried) {
      const where = `${test.location.file.split('/tests/e2e/').pop()}:${test.location.line}`
      console.log(`  ${status === 'passed' ? 'flaky ' : 'failed'}  ${test.titlePath().filter(Boolean).slice(1).join(' › ')} (${where})`)
    }
    if (this.retried.size <= MAX_RETRIED) return undefined
    console.log(`Failing the run: more than ${MAX_RETRIED} journeys needed their retry.`)
    return { status: result.status === 'passed' ? 'failed' : result.status }
  }
}
