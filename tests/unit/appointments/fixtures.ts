import type { Appointment } from '@/lib/generated/prisma/client'
import { toDbDate } from '@/lib/appointments/dates'

type GigRow = Appointment & { quote: { id: string } | null }

/** A gig row as Prisma answers it with its quote's id (none: not a wedding), for the pure functions. */
export function gigRow(overrides: Partial<GigRow> = {}): GigRow {
  return {
    id: 'gig-1',
    userId: 'owner-1',
    requestNumber: 1,
    status: 'booked',
    origin: 'owner',
    customerName: 'Hannah Scott',
    customerMobile: '+61412345678',
    customerEmail: 'hannah@example.com',
    clientId: null,
    invoiceNumber: null,
    locationCity: 'Manly',
    locationState: 'NSW',
    locationFormatted: 'Manly NSW 2095',
    date: toDbDate('2026-12-24'),
    timeFrom: '06:30',
    timeTo: '09:00',
    readyBy: null,
    artistCount: 1,
    bufferMinutes: 0,
    services: [{ title: 'Bride', subTitle: 'Bridal makeup' }],
    description: 'Soft glam',
    images: [],
    totalCents: 65000,
    depositCents: 20000,
    paidToDateCents: 20000,
    paymentDueDate: toDbDate('2026-12-01'),
    paid: false,
    cancellationPolicy: null,
    cancellationTiers: null,
    offerToken: null,
    offerSentAt: null,
    offerExpiresAt: null,
    acceptedAt: null,
    policyAcceptedAt: null,
    withdrawnAt: null,
    reminderSentAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    quote: null,
    ...overrides,
  }
}
