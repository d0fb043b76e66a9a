import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'
import { appointmentForm, canSaveEvent, updateAppointmentBody } from '@/lib/appointments/schema'

const form = {
  customerName: 'Hannah Scott',
  customerMobile: '0412 345 678',
  customerEmail: 'Hannah@Example.com',
  location: { city: 'Manly' },
  date: '2026-12-24',
  time: { from: '22:00', to: '01:00' },
  services: [{ title: 'Bride', subTitle: 'Bridal makeup' }],
  pricing: { total: 65000, deposit: 20000 },
  paidToDate: 0,
  paymentDueDate: '2026-12-01',
}

describe('the event form schema', () => {
  it('takes a gig across midnight and normalises the optional fields', () => {
    const parsed = appointmentForm.parse(form)
    expect(parsed.time).toEqual({ from: '22:00', to: '01:00' })
    expect(parsed.customerEmail).toBe('hannah@example.com')
    expect(parsed.location).toEqual({ city: 'Manly', state: null, formatted: null })
    expect(appointmentForm.parse({ ...form, customerMobile: '', customerEmail: '' })).toMatchObject({ customerMobile: null, customerEmail: null })
  })

  it('refuses an end before the start, services without who or what, and deposits above the total', () => {
    const issues = (value: unknown) => appointmentForm.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues({ ...form, time: { from: '10:00', to: '09:00' } })).toEqual([['time.to', 'The end time must be after the start time']])
    expect(issues({ ...form, time: { from: '10:00', to: '10:15' } })).toEqual([['time.to', 'Please choose an end time']])
    expect(issues({ ...form, services: [{ title: 'Bride', subTitle: ' ' }] })).toEqual([['services.0.subTitle', 'Each service needs who and what']])
    expect(issues({ ...form, services: [] })).toEqual([['services', 'Add at least one service']])
    expect(issues({ ...form, pricing: { total: 1000, deposit: 2000 } })).toEqual([['pricing.deposit', 'The deposit cannot be more than the total']])
    expect(issues({ ...form, paidToDate: 70000 })).toEqual([['paidToDate', 'Paid to date cannot be more than the total']])
    expect(issues({ ...form, pricing: { total: 10.5, deposit: 0 } })).toEqual([['pricing.total', 'Please enter an amount in dollars']])
    expect(issues({ ...form, date: '2026-02-30' })).toEqual([['date', 'Please choose a date']])
    expect(issues({ ...form, customerMobile: '123' })).toEqual([['customerMobile', 'Please enter a valid mobile number']])
    expect(issues({ ...form, customerEmail: 'hannah@' })).toEqual([['customerEmail', 'Please enter a valid email address']])
  })

  it('takes an optional ready-by time on any minute and 1 to 6 artists, one by default', () => {
    expect(appointmentForm.parse(form)).toMatchObject({ readyBy: null, artistCount: 1 })
    expect(appointmentForm.parse({ ...form, readyBy: '', artistCount: 6 })).toMatchObject({ readyBy: null, artistCount: 6 })
    expect(appointmentForm.parse({ ...form, readyBy: '06:45', artistCount: 2 })).toMatchObject({ readyBy: '06:45', artistCount: 2 })
    const issues = (value: unknown) => appointmentForm.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    for (const readyBy of ['6:45', '24:00', '07:60', 'noon', 645])
      expect(issues({ ...form, readyBy }), String(readyBy)).toEqual([['readyBy', 'Please enter the ready-by time as HH:mm, e.g. 09:30']])
    expect(issues({ ...form, artistCount: 0 })).toEqual([['artistCount', 'At least 1 artist']])
    expect(issues({ ...form, artistCount: 7 })).toEqual([['artistCount', 'Up to 6 artists']])
    expect(issues({ ...form, artistCount: 1.5 })).toEqual([['artistCount', 'Please choose how many artists']])
    expect(issues({ ...form, artistCount: '2' })).toEqual([['artistCount', 'Please choose how many artists']])
  })

  it('shows the form a sentence for a bad mobile or e-mail, never the blank option it also allows', async () => {
    const resolve = zodResolver(appointmentForm)
    const { errors } = await resolve({ ...form, customerMobile: '123', customerEmail: 'hannah@' }, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(errors.customerMobile?.message).toBe('Please enter a valid mobile number')
    expect(errors.customerEmail?.message).toBe('Please enter a valid email address')
  })

  it('reads PATCH as Mark paid or as the edited gig', () => {
    expect(updateAppointmentBody.parse({ _id: 'gig-1', paid: true })).toEqual({ _id: 'gig-1', paid: true })
    expect(updateAppointmentBody.parse({ _id: 'gig-1', ...form })).toMatchObject({ _id: 'gig-1', customerName: 'Hannah Scott' })
    expect(updateAppointmentBody.safeParse({ _id: 'gig-1', ...form, time: { from: '10:00', to: '09:00' } }).success).toBe(false)
  })
})

describe('Save on the event form', () => {
  const ready = {
    customerName: 'Hannah',
    location: { city: 'Manly' },
    date: '2026-12-24',
    time: { from: '09:00', to: '10:00' },
    services: [{ title: 'Bride', subTitle: 'Bridal' }],
  }

  it('is enabled with name, city, date, start, end and one complete service', () => {
    expect(canSaveEvent(ready)).toBe(true)
    expect(
      canSaveEvent({
        ...ready,
        services: [
          { title: '', subTitle: '' },
          { title: 'Bride', subTitle: 'Bridal' },
        ],
      }),
    ).toBe(true)
  })

  it('is disabled while any of them is missing', () => {
    expect(canSaveEvent({ ...ready, customerName: ' ' })).toBe(false)
    expect(canSaveEvent({ ...ready, location: { city: '' } })).toBe(false)
    expect(canSaveEvent({ ...ready, date: '' })).toBe(false)
    expect(canSaveEvent({ ...ready, time: { from: '09:00', to: '' } })).toBe(false)
    expect(canSaveEvent({ ...ready, services: [{ title: 'Bride', subTitle: '' }] })).toBe(false)
    expect(canSaveEvent({ ...ready, services: [] })).toBe(false)
  })
})
