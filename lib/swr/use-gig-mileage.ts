'use client'
import useSWR from 'swr'
import type { MileageAnswer } from '@/lib/books/schema'
import { fetcher } from './fetcher'

export const gigMileageKey = (appointmentId: string) => `/v1/appointment/${appointmentId}/mileage`

/** The kilometres logged for a gig, at her rate. */
export const useGigMileage = (appointmentId: string) => useSWR<MileageAnswer>(gigMileageKey(appointmentId), fetcher)
