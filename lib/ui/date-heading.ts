import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

/** Today in the owner's time zone, as Today's heading shows it: "Sunday 22 November". */
export const todayHeading = (timeZone: string, now = new Date()) => format(new TZDate(now, timeZone), 'EEEE d MMMM')
