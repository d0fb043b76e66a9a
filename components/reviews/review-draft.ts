'use client'
// The customer's unsent review, kept per owner in the tab's session storage until it is posted: Back,
// leaving the page or a reload keep it, and its Idempotency-Key with it, so a retry never posts twice.
import { useCallback, useSyncExternalStore } from 'react'
import { z } from 'zod'
import { newIdempotencyKey } from '@/lib/api/idempotency-key'

const reviewDraft = z.object({
  customerName: z.string(),
  // Drafts saved before it was asked have none.
  customerEmail: z.string().default(''),
  score: z.number().int().min(0).max(5),
  comments: z.string(),
  images: z.array(z.string()),
  idempotencyKey: z.string(),
})
export type ReviewDraft = z.infer<typeof reviewDraft>

const EMPTY: ReviewDraft = { customerName: '', customerEmail: '', score: 0, comments: '', images: [], idempotencyKey: '' }
const draftKey = (ownerId: string) => `glowfolio:review-draft:${ownerId}`

// Where storage is off or full (some private modes), the draft lives in memory for the page's life.
const memory = new Map<string, string>()
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function read(key: string): string | null {
  if (memory.has(key)) return memory.get(key)!
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
    memory.delete(key)
  } catch {
    if (value === null) memory.delete(key)
    else memory.set(key, value)
  }
  for (const listener of listeners) listener()
}

// useSyncExternalStore wants the same object while the stored text is the same.
let last: { key: string; raw: string | null; draft: ReviewDraft } | undefined
function snapshot(key: string): ReviewDraft {
  const raw = read(key)
  if (last?.key !== key || last.raw !== raw) {
    const parsed = reviewDraft.safeParse(raw ? safeJson(raw) : null)
    last = { key, raw, draft: parsed.success ? parsed.data : EMPTY }
  }
  return last.draft
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

export function useReviewDraft(ownerId: string) {
  const key = draftKey(ownerId)
  const draft = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => EMPTY,
  )
  const update = useCallback(
    (change: (current: ReviewDraft) => Partial<ReviewDraft>) => {
      const current = snapshot(key)
      write(key, JSON.stringify({ ...current, idempotencyKey: current.idempotencyKey || newIdempotencyKey(), ...change(current) }))
    },
    [key],
  )
  const clear = useCallback(() => write(key, null), [key])
  return { draft, update, clear }
}
