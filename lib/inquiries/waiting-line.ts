// Client-safe: the words of Today's waiting line.
export type WaitingRequests = { count: number; oldestHours: number } | null

/** "3 requests waiting, the oldest 5 h"; "1 request waiting, 40 min" reads as "under an hour". */
export const waitingLine = ({ count, oldestHours }: { count: number; oldestHours: number }) =>
  `${count} ${count === 1 ? 'request' : 'requests'} waiting, ${count === 1 ? '' : 'the oldest '}${oldestHours < 1 ? 'under an hour' : `${oldestHours} h`}`
