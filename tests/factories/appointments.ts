import { randomBytes } from 'node:crypto'
import { addDays, format } from 'date-fns'
import { prisma } from '@/lib/db'
import type { Prisma } from '@/lib/generated/prisma/client'

/** "YYYY-MM-DD" some days from today (UTC). */
export const dayFromToday = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd')

/** The event form as the owner fills it in. */
export const gigForm = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Hannah Scott',
  customerMobile: '0412 345 678',
  customerEmail: 'hannah@example.com',
  location: { city: 'Manly', state: 'NSW', formatted: 'Manly NSW 2095' },
  date: dayFromToday(30),
  time: { from: '22:00', to: '01:00' },
  services: [
    { title: 'Bride', subTitle: 'Bridal makeup' },
    { title: 'Mother of the bride', subTitle: 'Soft glam' },
  ],
  description: 'Soft, dewy skin',
  images: [],
  pricing: { total: 65000, deposit: 20000 },
  paidToDate: 20000,
  paymentDueDate: dayFromToday(20),
  ...overrides,
})

let counter = 1000
/** A gig straight in the database (request numbers from 1000 up, clear of the ones the API hands out). */
export function createGigFor(userId: string, overrides: Partial<Prisma.AppointmentUncheckedCreateInput> = {}) {
  return prisma.appointment.create({
    data: {
      userId,
      requestNumber: ++counter,
      customerName: 'Zoe Harris',
      // One address per gig: the client-message caps count per address across the whole run.
      customerEmail: `zoe-${randomBytes(4).toString('hex')}@example.com`,
      customerMobile: '+61400000000',
      locationCity: 'Mosman',
      date: new Date(`${dayFromToday(21)}T00:00:00Z`),
      timeFrom: '08:00',
      timeTo: '12:00',
      services: [{ title: 'Bride', subTitle: 'Bridal makeup' }],
      totalCents: 90000,
      ...overrides,
    },
  })
}
