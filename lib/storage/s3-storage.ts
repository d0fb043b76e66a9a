// S3-compatible buckets (AWS S3, Cloudflare R2, MinIO…) through signed fetch requests.
import { AwsClient } from 'aws4fetch'
import { isSafeKey, type Storage } from './storage'

export type S3Config = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  /** Where the bucket's objects are publicly readable, e.g. a CDN in front of it. */
  publicUrl?: string
}

export function s3Storage(config: S3Config): Storage {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' })
  const endpoint = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/$/, '')
  const objectUrl = (key: string) => `${endpoint}/${config.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`
  const publicBase = (config.publicUrl ?? `${endpoint}/${config.bucket}`).replace(/\/$/, '')

  async function send(method: string, key: string, init: RequestInit = {}) {
    if (!isSafeKey(key)) throw new Error(`Refusing storage key ${key}`)
    return client.fetch(objectUrl(key), { method, ...init, signal: AbortSignal.timeout(20_000) })
  }

  return {
    name: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, {
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      })
      if (!response.ok) throw new Error(`S3 refused ${key}: ${response.status}`)
    },
    async get(key) {
      if (!isSafeKey(key)) return null
      const response = await send('GET', key)
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`S3 could not read ${key}: ${response.status}`)
      return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false
      const response = await send('HEAD', key)
      if (response.status === 404) return false
      if (!response.ok) throw new Error(`S3 could not look up ${key}: ${response.status}`)
      return true
    },
    async delete(keys) {
      for (const key of keys.filter(isSafeKey)) {
        const response = await send('DELETE', key)
        if (!response.ok && response.status !== 404) throw new Error(`S3 could not delete ${key}: ${response.status}`)
      }
    },
    urlFor: (key) => `${publicBase}/${key}`,
    keyFromUrl: (url) => {
      if (!url.startsWith(`${publicBase}/`)) return null
      const key = decodeURIComponent(url.slice(publicBase.length + 1))
      return isSafeKey(key) ? key : null
    },
  }
}
