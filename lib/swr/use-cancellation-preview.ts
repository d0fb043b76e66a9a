'use client'
import useSWR from 'swr'
import type { CancellationPreview } from '@/lib/appointments/change-schema'
import { fetcher } from './fetcher'

/** What cancelling the gig now would settle; fetched while the cancel sheet is open, fresh each time. */
export const useCancellationPreview = (appointmentId: string, open: boolean) =>
  useSWR<CancellationPreview>(open ? `/v1/appointment/${appointmentId}/cancel` : null, fetcher, { revalidateOnMount: true, dedupingInterval: 0 })
