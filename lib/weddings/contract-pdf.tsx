// The signed contract as a PDF, e-mailed to both sides on signing and downloaded from the contract page:
// the business, the client, the wedding's day, the terms exactly as signed, who signed and when (the
// artist's time zone), the terms' SHA-256, and earlier signatures marked superseded. Built-in Helvetica
// and Courier only: nothing is fetched, so it renders the same on any server.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { PDF_MUTED, pdfHouseStyles } from '@/lib/pdf/house-style'
import { contractTitle, type SignedContract } from './signed-contract'

const styles = StyleSheet.create({
  page: pdfHouseStyles.page,
  eyebrow: pdfHouseStyles.eyebrow,
  business: pdfHouseStyles.heading,
  muted: pdfHouseStyles.muted,
  superseded: pdfHouseStyles.notice,
  terms: { marginTop: 18, paddingTop: 14, borderTopWidth: 1, borderTopColor: '#e7e5e4' },
  signature: { marginTop: 24, padding: 14, borderWidth: 1, borderColor: '#d6d3d1', borderRadius: 6 },
  signedName: {
    fontFamily: 'Helvetica-Oblique',
    fontSize: 20,
    lineHeight: 1.3,
    marginVertical: 6,
    paddingBottom: 4,
    borderBottomWidth: 1,
    borderBottomColor: '#a8a29e',
  },
  label: { fontSize: 9, color: PDF_MUTED, marginTop: 8 },
  hash: { fontFamily: 'Courier', fontSize: 9 },
  earlierHeading: { marginTop: 24, fontFamily: 'Helvetica-Bold', fontSize: 12 },
  earlier: { marginTop: 6 },
  // From the top of the A4 page (842 pt): react-pdf loses a `bottom` offset once the page sets a line height.
  footer: pdfHouseStyles.footer,
})

export function ContractDocument({ contract }: { contract: SignedContract }) {
  const { signature } = contract
  const title = contractTitle(contract)
  return (
    <Document title={`${title}: ${contract.businessName} and ${contract.customerName}`} author={contract.businessName} creator="Glowfolio" producer="Glowfolio">
      <Page size="A4" style={styles.page}>
        <Text style={styles.eyebrow}>{title.toUpperCase()}</Text>
        <Text style={styles.business}>{contract.businessName}</Text>
        <Text style={styles.muted}>with {contract.customerName}</Text>
        {signature.superseded ? <Text style={styles.superseded}>The quote changed after this signature: a new signature is needed.</Text> : null}
        <Text style={styles.terms}>{signature.termsText}</Text>
        <View style={styles.signature} wrap={false}>
          <Text style={styles.muted}>Signed online by</Text>
          <Text style={styles.signedName}>{signature.fullName}</Text>
          <Text>{signature.signedAtText}</Text>
          {contract.signedFrom ? <Text style={styles.muted}>{`Signed from ${contract.signedFrom}`}</Text> : null}
          <Text style={styles.label}>SHA-256 of the terms above</Text>
          <Text style={styles.hash}>{signature.termsHash}</Text>
        </View>
        {contract.earlier.length ? (
          <View>
            <Text style={styles.earlierHeading}>Earlier signatures</Text>
            {contract.earlier.map((entry) => (
              <View key={entry.termsHash + entry.signedAtText} style={styles.earlier} wrap={false}>
                <Text>{`${entry.fullName}, ${entry.signedAtText}. Superseded ${entry.supersededAtText}.`}</Text>
                <Text style={styles.hash}>SHA-256 {entry.termsHash}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${contract.businessName} · ${contract.customerName} · page ${pageNumber} of ${totalPages}`}
        />
      </Page>
    </Document>
  )
}

/** The PDF's bytes. */
export const signedContractPdf = (contract: SignedContract): Promise<Buffer> => renderToBuffer(<ContractDocument contract={contract} />)
