// The frame every Glowfolio e-mail shares, and the one place that turns a template into html + text.
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text, render, toPlainText } from '@react-email/components'
import type { ReactNode } from 'react'

const brand = '#c2417a'

export function EmailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f6f2f0', fontFamily: '-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: 520, margin: '0 auto', padding: '32px 20px' }}>
          <Text style={{ fontSize: 20, fontWeight: 700, color: brand, letterSpacing: '-0.02em', margin: '0 0 16px' }}>Glowfolio</Text>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: 16, padding: '28px 24px' }}>
            <Heading as="h1" style={{ fontSize: 22, lineHeight: '28px', margin: '0 0 12px', color: '#1c1917' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#e7e0dc', margin: '24px 0 12px' }} />
          <Text style={{ fontSize: 12, color: '#78716c', margin: 0 }}>Glowfolio · websites, reviews and bookings for beauty professionals</Text>
        </Container>
      </Body>
    </Html>
  )
}

export function EmailText({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: '22px', color: '#44403c', margin: '0 0 14px' }}>{children}</Text>
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{ backgroundColor: brand, color: '#ffffff', borderRadius: 999, padding: '12px 22px', fontSize: 15, fontWeight: 600, textDecoration: 'none' }}
    >
      {children}
    </Button>
  )
}

/** The e-mail's call to action, with its address written out for mail apps that hide buttons. */
export function EmailAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <EmailButton href={href}>{children}</EmailButton>
      <EmailText>
        <br />
        Or paste this link into your browser: {href}
      </EmailText>
    </>
  )
}

export async function renderEmail(element: ReactNode): Promise<{ html: string; text: string }> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
