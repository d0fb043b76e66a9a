'use client'
import { useCallback, useState } from 'react'

/** 128 random bits as hex; `crypto.randomUUID` needs a secure context, a phone on the LAN has none. */
export const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * One key per submission of a create form: every tap sends the same key until it succeeds, so the server
 * makes one gig however often Save is pressed. Renew it once the thing is made, for the next one.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(newIdempotencyKey)
  return [key, useCallback(() => setKey(newIdempotencyKey()), [])]
}
