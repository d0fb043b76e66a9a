// The mobile field's number from what the form holds: E.164 as the field gives it, or text typed into
// the plain field that stands in for it while it loads (read as Australian, the field's first country).
import { AsYouType } from 'libphonenumber-js/min'

export const DEFAULT_COUNTRY = 'AU'

/** E.164 (partial while incomplete) as the field's onChange would give it; undefined for no number. */
export function fieldNumber(value: string | undefined): string | undefined {
  if (!value || /^\+\d+$/.test(value)) return value || undefined
  const typed = new AsYouType(DEFAULT_COUNTRY)
  typed.input(value)
  return typed.getNumberValue()
}
