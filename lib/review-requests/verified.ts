// The mark of a review posted through a review request's signed link: "Verified client · March 2027".
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** The gig's month from its "YYYY-MM-DD" day (no time zone: it is a calendar day). */
export function verifiedMark(gigDay: string | null | undefined): string | null {
  const match = gigDay ? /^(\d{4})-(\d{2})-\d{2}/.exec(gigDay) : null
  return match ? `Verified client · ${MONTHS[Number(match[2]) - 1]} ${match[1]}` : null
}
