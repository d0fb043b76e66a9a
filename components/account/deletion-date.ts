// The day her account is deleted, in her own time zone, the same on the server and in the browser.
export const deletionDay = (deleteAfter: string, timeZone: string) =>
  new Date(deleteAfter).toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone })
