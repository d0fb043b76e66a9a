'use client'
import useSWR from 'swr'
import type { ClientList, ClientResponse, ClientSort } from '@/lib/clients/schema'
import { fetcher } from './fetcher'

export const CLIENTS_KEY = '/v1/clients'

export function clientsKey({ q, sort, tag }: { q: string; sort: ClientSort; tag: string | null }): string {
  const params = new URLSearchParams({ sort })
  if (q.trim()) params.set('q', q.trim())
  if (tag) params.set('tag', tag)
  return `${CLIENTS_KEY}?${params}`
}

export const clientKey = (clientId: string) => `${CLIENTS_KEY}/${clientId}`

/** The list for a search, an order and a tag; the first answer (no search) comes from the page. Keeps the last list while the next loads. */
export const useClients = (key: string, fallbackData?: ClientList) => useSWR<ClientList>(key, fetcher, { fallbackData, keepPreviousData: true })

/** One client's page. */
export const useClient = (clientId: string, fallbackData: ClientResponse) => useSWR<ClientResponse>(clientKey(clientId), fetcher, { fallbackData })
