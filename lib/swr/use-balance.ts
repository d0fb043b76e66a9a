'use client'
import useSWR from 'swr'
import type { BalanceResponse } from '@/lib/balance/schema'
import { fetcher } from './fetcher'

export const balanceKey = (appointmentId: string) => `/v1/appointment/${appointmentId}/shares`

/** A booked gig's balance: its shares and the reminders its client was sent; `null`: nothing to fetch. */
export const useBalance = (appointmentId: string | null) => useSWR<BalanceResponse>(appointmentId ? balanceKey(appointmentId) : null, fetcher)
