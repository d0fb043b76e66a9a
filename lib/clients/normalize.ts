// One form for each way a client is matched: an e-mail lower-cased, a mobile in E.164.
import { parsePhoneNumberFromString } from 'libphonenumber-js'

export function normalizeEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase()
  return trimmed || null
}

/** +61412345678 however it was typed (an Australian number unless it says otherwise); null when it is no number. */
export function normalizePhone(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim()
  if (!trimmed) return null
  const parsed = parsePhoneNumberFromString(trimmed, 'AU')
  return parsed?.isValid() ? parsed.number : null
}
