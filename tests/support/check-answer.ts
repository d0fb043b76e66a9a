// A route's JSON answer against the `response` schema it declares (lib/http/route.ts): callRoute runs it
// on every 2xx JSON answer, so each integration test that calls a route checks what the route answered.
import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'

/**
 * Why the answer is not what the schema declares, or null when it is. Strict where parsing is not:
 * response schemas strip unknown keys (the domain builds answers by spreading rows through them), so a
 * key the schema leaves out, such as a private column, is refused here rather than silently dropped.
 */
export function answerProblem(schema: z.ZodType, answer: unknown): string | null {
  const result = schema.safeParse(answer)
  if (!result.success) return z.prettifyError(result.error)
  return differenceFrom(answer, result.data, 'answer')
}

/** The first place where the answer and what the schema made of it part: a key it left out, or a value it changed. */
function differenceFrom(answer: unknown, parsed: unknown, path: string): string | null {
  if (Array.isArray(answer) && Array.isArray(parsed) && answer.length === parsed.length) {
    for (const [index, item] of answer.entries()) {
      const difference = differenceFrom(item, parsed[index], `${path}[${index}]`)
      if (difference) return difference
    }
    return null
  }
  if (isObject(answer) && isObject(parsed)) {
    for (const [key, value] of Object.entries(answer)) {
      if (!(key in parsed)) return `${path}.${key} is not in the response schema`
      const difference = differenceFrom(value, parsed[key], `${path}.${key}`)
      if (difference) return difference
    }
    return null
  }
  // A transform or default in a response schema: it must describe the answer as sent, not rewrite it.
  return isDeepStrictEqual(answer, parsed) ? null : `${path} is changed by the response schema (${JSON.stringify(answer)} became ${JSON.stringify(parsed)})`
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
