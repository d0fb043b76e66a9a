// The consultation links in an offer or quote e-mail: the client's own, and one for each of her party to pass on.
import { Link } from '@react-email/components'
import { EmailText } from '@/lib/mail/layout'
import type { ConsultationLink } from './schema'

export function ConsultationLinks({ links }: { links: ConsultationLink[] }) {
  if (!links.length) return null
  const own = links.length === 1
  return (
    <EmailText>
      <strong>{own ? 'Your consultation form' : 'Consultation forms'}</strong>
      <br />
      {own
        ? 'A few questions about your skin and your look, so your makeup suits you on the day:'
        : 'A few questions about skin and looks, so everyone’s makeup suits them. Each link is private to one person: please pass each on to her.'}
      {links.map((link) => (
        <span key={link.url}>
          <br />
          {own ? null : `${link.person}: `}
          <Link href={link.url}>{link.url}</Link>
        </span>
      ))}
    </EmailText>
  )
}
