import { api } from '@/lib/api/client'

/** SWR's fetcher for /v1 GETs: the key is the path. */
export const fetcher = <T>(path: string) => api<T>(path)
