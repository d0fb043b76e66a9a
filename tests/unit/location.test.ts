import { describe, expect, it } from 'vitest'
import { countryOfMobile, toStoredLocation } from '@/lib/users/location'

describe('an owner location', () => {
  it('keeps the typed area as the city and adds the country of the mobile to the formatted address', () => {
    expect(toStoredLocation({ city: '  Bondi ,Sydney  ' }, 'AU')).toEqual({ locationCity: 'Bondi, Sydney', locationFormatted: 'Bondi, Sydney, Australia' })
    expect(toStoredLocation({ city: 'Ponsonby   Auckland' }, countryOfMobile('+64 21 123 4567'))).toEqual({
      locationCity: 'Ponsonby Auckland',
      locationFormatted: 'Ponsonby Auckland, New Zealand',
    })
  })

  it('does not repeat a country the owner typed, nor keep it in the city', () => {
    expect(toStoredLocation({ city: 'Fitzroy, Melbourne, australia' }, 'AU')).toEqual({
      locationCity: 'Fitzroy, Melbourne',
      locationFormatted: 'Fitzroy, Melbourne, Australia',
    })
    expect(toStoredLocation({ city: 'Australia' }, 'AU')).toEqual({ locationCity: 'Australia', locationFormatted: 'Australia' })
  })

  it('keeps a formatted address a client sends (from an address service)', () => {
    expect(toStoredLocation({ city: 'Bondi', formatted: 'Bondi  NSW 2026,  Australia' }, 'AU')).toEqual({
      locationCity: 'Bondi',
      locationFormatted: 'Bondi NSW 2026, Australia',
    })
  })

  it('reads the country from the mobile number, Australia when there is none', () => {
    expect(countryOfMobile('0412 345 678')).toBe('AU')
    expect(countryOfMobile('+1 415 555 0132')).toBe('US')
    expect(countryOfMobile(null)).toBe('AU')
    expect(countryOfMobile('not a number')).toBe('AU')
  })
})
