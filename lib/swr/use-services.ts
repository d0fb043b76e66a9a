'use client'
import useSWR from 'swr'
import type { ServiceResponse } from '@/lib/services/schema'
import { fetcher } from './fetcher'

export const SERVICES_KEY = '/v1/service'

/** The owner's service menu, in the menu's order. */
export const useServices = (fallbackData?: ServiceResponse[]) => useSWR<ServiceResponse[]>(SERVICES_KEY, fetcher, { fallbackData })
