// TXT lookups through node:dns: the system's resolver, or the one DNS_RESOLVER names (tests point it at
// a local stub). Answers what was found, that nothing is there, or that DNS could not be asked.
import { Resolver } from 'node:dns/promises'
import { env } from '@/lib/env'

export type TxtLookup = { kind: 'records'; values: string[] } | { kind: 'none' } | { kind: 'unreachable'; code: string }

/** The name, or the record, does not exist: an answer, not a failure to get one. */
const NOTHING_THERE = new Set(['ENOTFOUND', 'ENODATA'])

export async function lookupTxt(name: string): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 })
  if (env.DNS_RESOLVER) resolver.setServers(env.DNS_RESOLVER.split(',').map((server) => server.trim()))
  try {
    // One record's value may come as several strings of up to 255 bytes: they join into one.
    return { kind: 'records', values: (await resolver.resolveTxt(name)).map((strings) => strings.join('')) }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN'
    return NOTHING_THERE.has(code) ? { kind: 'none' } : { kind: 'unreachable', code }
  }
}
