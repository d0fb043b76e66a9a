// A document of hers (document.ts) as an A4 PDF. Built-in Helvetica only, like the wedding contract:
// nothing is fetched, so it renders the same on any server.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { PDF_LINE, PDF_MUTED, pdfHouseStyles } from '@/lib/pdf/house-style'
import { formatDay } from '@/lib/appointments/describe'
import { formatMoney } from '@/lib/format/money'
import type { BooksDocument } from './document'

const styles = StyleSheet.create({
  page: pdfHouseStyles.page,
  eyebrow: pdfHouseStyles.eyebrow,
  title: pdfHouseStyles.heading,
  muted: pdfHouseStyles.muted,
  test: pdfHouseStyles.notice,
  parties: { flexDirection: 'row', marginTop: 18, gap: 24 },
  party: { flex: 1 },
  label: { fontSize: 9, color: PDF_MUTED },
  bold: { fontFamily: 'Helvetica-Bold' },
  table: { marginTop: 22, borderTopWidth: 1, borderTopColor: PDF_LINE },
  row: { flexDirection: 'row', paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: PDF_LINE },
  description: { flex: 1, paddingRight: 12 },
  tax: { width: 90, textAlign: 'right' },
  amount: { width: 90, textAlign: 'right' },
  totals: { marginTop: 10, alignSelf: 'flex-end', width: 260 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  details: { marginTop: 22, paddingTop: 12, borderTopWidth: 1, borderTopColor: PDF_LINE },
  detail: { marginTop: 6 },
  footer: pdfHouseStyles.footer,
})

export function BooksDocumentPdf({ document }: { document: BooksDocument }) {
  const { seller, taxName } = document
  return (
    <Document title={`${document.title} ${document.number}: ${seller.businessName}`} author={seller.businessName} creator="Glowfolio" producer="Glowfolio">
      <Page size="A4" style={styles.page}>
        <Text style={styles.eyebrow}>{document.title.toUpperCase()}</Text>
        <Text style={styles.title}>{`${document.title} ${document.number}`}</Text>
        <Text style={styles.muted}>{`Issued ${formatDay(document.issuedOn, 'd MMMM yyyy')}`}</Text>
        {document.testMode ? <Text style={styles.test}>Test mode: no real money moved.</Text> : null}
        <View style={styles.parties}>
          <View style={styles.party}>
            <Text style={styles.label}>From</Text>
            <Text style={styles.bold}>{seller.businessName}</Text>
            {seller.legalName && seller.legalName !== seller.businessName ? <Text>{seller.legalName}</Text> : null}
            {seller.abn ? <Text>{`ABN ${seller.abn}`}</Text> : null}
            <Text>{seller.email}</Text>
          </View>
          <View style={styles.party}>
            <Text style={styles.label}>To</Text>
            <Text style={styles.bold}>{document.buyer.name}</Text>
            {document.buyer.email ? <Text>{document.buyer.email}</Text> : null}
          </View>
        </View>
        <View style={styles.table}>
          <View style={styles.row}>
            <Text style={[styles.description, styles.label]}>Description</Text>
            {taxName ? <Text style={[styles.tax, styles.label]}>{`${taxName} included`}</Text> : null}
            <Text style={[styles.amount, styles.label]}>Amount</Text>
          </View>
          {document.lines.map((line, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <Text style={styles.description}>{line.description}</Text>
              {taxName ? <Text style={styles.tax}>{formatMoney(line.taxCents)}</Text> : null}
              <Text style={styles.amount}>{formatMoney(line.amountCents)}</Text>
            </View>
          ))}
        </View>
        <View style={styles.totals}>
          <View style={styles.totalRow}>
            <Text style={styles.bold}>{taxName ? `Total (${taxName} included)` : 'Total'}</Text>
            <Text style={styles.bold}>{formatMoney(document.totalCents)}</Text>
          </View>
          {taxName ? (
            <View style={styles.totalRow}>
              <Text>{`${taxName} included in the total`}</Text>
              <Text>{formatMoney(document.taxCents)}</Text>
            </View>
          ) : null}
        </View>
        {document.details.length ? (
          <View style={styles.details}>
            {document.details.map((detail) => (
              <View key={detail.label} style={styles.detail} wrap={false}>
                <Text style={styles.label}>{detail.label}</Text>
                <Text>{detail.value}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${seller.businessName} · ${document.title} ${document.number} · page ${pageNumber} of ${totalPages}`}
        />
      </Page>
    </Document>
  )
}

/** The PDF's bytes. */
export const booksDocumentPdf = (document: BooksDocument): Promise<Buffer> => renderToBuffer(<BooksDocumentPdf document={document} />)
