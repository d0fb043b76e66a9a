import { randomBytes } from 'node:crypto'
import { env } from '@/lib/env'

/** A share's public page; its token is the only credential. */
export const shareUrl = (token: string) => `${env.APP_URL}/pay/${token}`

export const newShareToken = () => randomBytes(24).toString('base64url')

/** The shape every share token has: anything else is not looked up. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/
