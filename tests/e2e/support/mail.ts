import { prisma } from '@/lib/db'

/**
 * The link of the newest e-mail to this address whose path starts with `path`. Some e-mails are written by
 * a job (password resets): on the embedded database of a busy machine that takes seconds, so it waits up to 20 s.
 */
export async function linkFromLatestEmail(to: string, path: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const message = await prisma.emailOutbox.findFirst({ where: { to }, orderBy: { createdAt: 'desc' } })
    const match = message?.html.match(new RegExp(`https?://[^"'\\s]+${path}[^"'\\s<]*`))
    if (match) return new URL(match[0]).pathname
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No e-mail to ${to} with a ${path} link`)
}
