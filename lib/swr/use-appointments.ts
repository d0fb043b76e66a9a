'use client'
import useSWR from 'swr'
import type { AppointmentsByDate } from '@/lib/appointments/response-schema'
import { fetcher } from './fetcher'

export const APPOINTMENTS_KEY = '/v1/appointment'

export const useAppointments = (fallbackData?: AppointmentsByDate) => useSWR<AppointmentsByDate>(APPOINTMENTS_KEY, fetcher, { fallbackData })
