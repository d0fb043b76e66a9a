import QRCode from 'qrcode'
import { env } from '@/lib/env'

/** The public review form of an owner, and its QR code as SVG. */
export async function reviewLinkOf(userId: string) {
  const link = `${env.APP_URL}/post-review/${userId}`
  const qrSvg = await QRCode.toString(link, { type: 'svg', margin: 1, color: { dark: '#1c1917', light: '#ffffff' } })
  return { link, qrSvg }
}
