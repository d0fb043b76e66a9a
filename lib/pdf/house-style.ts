// The look every PDF of ours shares (the wedding contract, tax invoices and receipts): A4 with the same
// margins, built-in Helvetica (nothing fetched, so it renders the same on any server), the brand's eyebrow
// and heading, and the footer's place.
export const PDF_INK = '#1c1917'
export const PDF_MUTED = '#78716c'
export const PDF_BRAND = '#9d174d'
export const PDF_LINE = '#e7e5e4'

export const pdfHouseStyles = {
  page: { paddingTop: 48, paddingBottom: 64, paddingHorizontal: 56, fontFamily: 'Helvetica', fontSize: 10.5, lineHeight: 1.5, color: PDF_INK },
  eyebrow: { fontSize: 9, letterSpacing: 1.5, color: PDF_BRAND, fontFamily: 'Helvetica-Bold' },
  heading: { fontSize: 22, lineHeight: 1.3, fontFamily: 'Helvetica-Bold', marginTop: 4 },
  muted: { color: PDF_MUTED },
  /** A note that stands out: a test-mode document, a superseded signature. */
  notice: { backgroundColor: '#fef3c7', padding: 8, marginTop: 12, borderRadius: 4 },
  footer: { position: 'absolute', top: 800, left: 56, right: 56, textAlign: 'center', fontSize: 8, color: PDF_MUTED },
} as const
