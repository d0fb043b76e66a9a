// The signed contract's words: the PDF lists earlier versions and never where the client signed from,
// the owner's audit line reads plainly, and a wedding's quote e-mail says what a quote holds.
import { describe, expect, it } from 'vitest'
import { describeUserAgent } from '@/lib/format/user-agent'
import { signedCopyMessage } from '@/lib/weddings/contract-emails'
import { signedContractPdf } from '@/lib/weddings/contract-pdf'
import { weddingQuoteMessage } from '@/lib/weddings/emails'
import type { SignedContract } from '@/lib/weddings/signed-contract'
import { pdfText } from '../../support/pdf-text'

const contract: SignedContract = {
  businessName: 'Glow Bridal',
  customerName: 'Mia Rossi',
  weddingDate: '2027-03-20',
  signature: {
    fullName: 'Mia Rossi',
    signedAt: '2026-11-29T01:00:00.000Z',
    signedAtText: 'Sunday 29 November 2026 at 12:00 pm (AEDT)',
    termsHash: 'a'.repeat(64),
    termsText:
      'Wedding makeup agreement between Glow Bridal (the artist) and Mia Rossi (the client).\n\n1. The booking\nSaturday 20 March 2027, 10:00 am – Midday.',
    superseded: false,
  },
  earlier: [
    {
      fullName: 'Mia Rossi',
      signedAtText: 'Friday 20 November 2026 at 9:00 am (AEDT)',
      supersededAtText: 'Saturday 21 November 2026',
      termsHash: 'b'.repeat(64),
    },
  ],
  signedFrom: null,
}

describe('the signed contract', () => {
  it('is a PDF of the terms, the signature, the SHA-256 and the earlier versions, without where she signed from', async () => {
    const pdf = await signedContractPdf(contract)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toContain('WEDDING CONTRACT, SATURDAY 20 MARCH 2027')
    expect(text).toContain('10:00 am – Midday.')
    expect(text.replace(/\s+/g, '')).toContain('a'.repeat(64))
    expect(text).toContain('Earlier signatures')
    expect(text.replace(/\s+/g, '')).toContain('b'.repeat(64))
    expect(text).not.toContain('Signed from')
  })

  it('adds the owner’s audit line to her PDF only', async () => {
    const text = pdfText(await signedContractPdf({ ...contract, signedFrom: '203.0.113.5 · Safari on iPhone' }))
    expect(text).toContain('Signed from 203.0.113.5 · Safari on iPhone')
  })

  it('is e-mailed to the client with its SHA-256 and nothing of her address or browser', async () => {
    const { text } = await signedCopyMessage({ contract, link: 'https://glowfolio.test/offer/x/contract' })
    expect(text).toContain('a'.repeat(64))
    expect(text).toContain('wedding on Saturday 20 March 2027 is attached as a PDF')
    expect(text).not.toMatch(/From |Signed from|Mozilla/)
  })
})

describe('describeUserAgent', () => {
  it('reads a browser and a system in a few words', () => {
    const iPhoneSafari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
    expect(describeUserAgent(iPhoneSafari)).toBe('Safari on iPhone')
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    )
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge on Windows')
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) CriOS/131.0 Mobile Safari/604.1')).toBe('Chrome on iPhone')
    expect(describeUserAgent('Mozilla/5.0 (iPhone) Weddings test')).toBe('a browser on iPhone')
    expect(describeUserAgent('')).toBe('an unknown browser')
  })
})

describe('weddingQuoteMessage', () => {
  it('lists the party’s headcounts, the trial run (or none), the retainer and the contract to sign', async () => {
    const { text } = await weddingQuoteMessage({
      businessName: 'Glow Bridal',
      customerName: 'Mia Rossi',
      day: { date: '2027-03-20', readyBy: '10:30', city: 'Manly' },
      party: [
        { role: 'Bride', service: 'Bridal makeup', count: 1 },
        { role: 'Bridesmaids', service: 'Makeup', count: 3 },
        { role: 'Mother of the bride', service: 'Makeup', count: 1 },
        { role: 'Flower girls', service: 'Makeup', count: 0 },
      ],
      trial: null,
      totalCents: 125500,
      retainerCents: 37650,
      expiresOn: 'Friday 18 December 2026',
      link: 'https://glowfolio.test/p/x',
    })
    expect(text).toContain('Saturday 20 March 2027, ready by 10:30 am, Manly')
    expect(text).toContain('Bride: 1 (Bridal makeup)')
    expect(text).toContain('Bridesmaids: 3 (Makeup)')
    expect(text).toContain('Mother of the bride: 1 (Makeup)')
    expect(text).not.toContain('Flower girls')
    expect(text).toContain('Trial run: not included')
    expect(text).toContain('Retainer on signing: $376.50')
    expect(text).toContain('a contract to sign online')
    expect(text).toContain('The quote is open until Friday 18 December 2026.')
    expect(text).not.toMatch(/deposit|offer|#\d/i)
  })
})
