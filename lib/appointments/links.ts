import { env } from '@/lib/env'

/** The customer's public offer page; its token is the only credential. */
export const offerUrl = (token: string) => `${env.APP_URL}/offer/${token}`

/** The owner's gig in the dashboard. */
export const gigPath = (appointmentId: string) => `/dashboard/gigs/${appointmentId}`

/** The owner's private calendar feed. */
export const calendarFeedUrl = (token: string) => `${env.APP_URL}/v1/calendar-feed/${token}`
