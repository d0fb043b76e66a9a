import { prisma } from '@/lib/db'

/**
 * The link of the newest e-mail to this address whose path starts with `path`. Some e-mails are written by
 * a job (password resets). After the first tries it asks every half second: the embedded database serves
 * one connection at a time, and the pause lets this process's connection go idle (200 ms) so the app's job
 * queue gets its turn to write the e-mail.
 */
export async function linkFromLatestEmail(to: string, path: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    // Not only the newest: a job's e-mail (the artist's auto-reply to her request) may land after the one sought.
    const messages = await prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'desc' }, take: 20 })
    const match = messages.map((message) => message.html.match(new RegExp(`https?://[^"'\\s]+${path}[^"'\\s<]*`))).find(Boolean)
    if (match) return new URL(match[0]).pathname
    await new Promise((resolve) => setTimeout(resolve, attempt < 10 ? 100 : 500))
  }
  throw new Error(`No e-mail to ${to} with a ${path} link`)
}
