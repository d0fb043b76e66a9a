// Links in an unverified owner's words are shown as plain text: a message the app sends on her behalf
// must not carry a clickable link to wherever she likes (lib/mail/client-messages.ts).
import type { EmailMessage } from './outbox'

// A web address or a bare domain (example.com/path), not part of an e-mail address.
const LINK = /(?<![@\w.-])(?:https?:\/\/|www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?![\w@-])(?:\/[^\s<>"']*)?/gi

/**
 * Writes a link so that no mail client turns it into one: `https://evil.example/x` reads
 * `evil[.]example/x`. The app's own addresses are kept.
 */
export function plainLinks(text: string, keep: string[]): string {
  return text.replace(LINK, (link) => {
    const host = link
      .replace(/^https?:\/\//i, '')
      .split(/[/:]/)[0]!
      .toLowerCase()
    if (keep.some((own) => host === own || host.endsWith(`.${own}`))) return link
    return link.replace(/^https?:\/\//i, '').replace(/\./g, '[.]')
  })
}

/** The message with plainLinks applied to its text, and to the HTML's text between tags (never to attributes or styles). */
export function withoutForeignLinks(message: EmailMessage, keep: string[]): EmailMessage {
  const own = keep.map((host) => host.toLowerCase())
  let inStyle = false
  const html = message.html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        inStyle = /^<style\b/i.test(part) || (inStyle && !/^<\/style/i.test(part))
        return part
      }
      return inStyle ? part : plainLinks(part, own)
    })
    .join('')
  return { ...message, subject: plainLinks(message.subject, own), text: plainLinks(message.text, own), html }
}
