'use client'
import useSWR from 'swr'
import type { PushDevicesResponse } from '@/lib/push/schema'
import { fetcher } from './fetcher'

export const PUSH_DEVICES_KEY = '/v1/push-devices'
export const usePushDevices = (fallbackData: PushDevicesResponse) => useSWR<PushDevicesResponse>(PUSH_DEVICES_KEY, fetcher, { fallbackData })
