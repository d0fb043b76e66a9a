import path from 'node:path'
import { env } from '@/lib/env'
import { localStorage } from './local-storage'
import { s3Storage } from './s3-storage'
import type { Storage } from './storage'

let storage: Storage | undefined

/** The configured storage: the S3 bucket when S3_BUCKET is set, local files otherwise. */
export function getStorage(): Storage {
  storage ??=
    env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? s3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        })
      : localStorage(path.resolve(env.DATA_DIR, 'uploads'))
  return storage
}
