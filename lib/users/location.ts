// An owner's location as the wizard and the profile store it. With no address service to look the place
// up, `city` is the suburb or area the owner typed (tidied) and `formatted` is that area with the
// country of their mobile number ("Bondi, Sydney" → "Bondi, Sydney, Australia"), unless a client that
// has a real formatted address sends one.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** Single spaces, and ", " between the parts: " bondi ,sydney  " → "bondi, sydney". */
const tidy = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(', ')

/** The country of a mobile number; Australia when there is none (the product's home, as the phone field's default). */
export function countryOfMobile(mobile: string | null | undefined): CountryCode {
  return (mobile && parsePhoneNumberFromString(mobile, 'AU')?.country) || 'AU'
}

export function toStoredLocation(location: { city: string; formatted?: string }, country: CountryCode): { locationCity: string; locationFormatted: string } {
  const countryName = regionNames.of(country) ?? country
  const parts = tidy(location.city).split(', ')
  // "Bondi, Australia": the country is not part of the area.
  if (parts.length > 1 && parts.at(-1)!.toLowerCase() === countryName.toLowerCase()) parts.pop()
  const city = parts.join(', ')
  const withCountry = city.toLowerCase() === countryName.toLowerCase() ? countryName : `${city}, ${countryName}`
  const formatted = location.formatted ? tidy(location.formatted) : withCountry
  return { locationCity: city, locationFormatted: formatted }
}
