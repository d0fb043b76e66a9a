'use client'
import useSWR from 'swr'
import type { Checklist } from '@/lib/checklist/schema'
import { fetcher } from './fetcher'

export const CHECKLIST_KEY = '/v1/checklist/user/items'
export const useChecklist = (fallbackData: Checklist) => useSWR<Checklist>(CHECKLIST_KEY, fetcher, { fallbackData })
