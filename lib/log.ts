// Structured logs: one JSON line per event, so a request id finds every line of a request.
type Fields = Record<string, unknown>

function write(level: 'info' | 'warn' | 'error', message: string, fields: Fields = {}) {
  if (process.env.NODE_ENV === 'test' && level === 'info' && !process.env.LOG_IN_TESTS) return
  const entry: Fields = { level, time: new Date().toISOString(), message }
  for (const [key, value] of Object.entries(fields)) {
    entry[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value
  }
  const line = JSON.stringify(entry)
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

export const log = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
}
