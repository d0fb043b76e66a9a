// Where images live: local files under DATA_DIR/uploads served by /uploads/…, or an S3-compatible
// bucket when S3_BUCKET is set. Both keep an object's key recoverable from its public URL.
export interface Storage {
  readonly name: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>
  /** Whether an object is stored at the key, without reading it. */
  exists(key: string): Promise<boolean>
  delete(keys: string[]): Promise<void>
  /** The public URL of a stored object. */
  urlFor(key: string): string
  /** The key of one of our own URLs, or null for anything else. */
  keyFromUrl(url: string): string | null
}

/** Keys are our own: `<userId>/<random>-<variant>.<ext>`, never a client's file name. */
export const isSafeKey = (key: string) => /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(key) && !key.includes('..')
