// How soon she usually replies, in words (apart from the schemas, so a screen can say it without loading zod).

/** "within 2 hours", "within a day". */
export const responseTimeText = (hours: number) =>
  hours === 24 ? 'within a day' : hours === 48 ? 'within two days' : hours === 1 ? 'within an hour' : `within ${hours} hours`
