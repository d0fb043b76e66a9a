// The signed contract as a file to keep: a PDF, or the one self-contained HTML page.
import { signedContractPdf } from './contract-pdf'
import type { ContractFormat } from './schema'
import { signedContractHtml, type SignedContract } from './signed-contract'

/** The file's name: "wedding-contract-2027-03-20.pdf". */
export const contractFileName = (contract: Pick<SignedContract, 'weddingDate'>, format: ContractFormat) => `wedding-contract-${contract.weddingDate}.${format}`

/** The download, as a PDF or the HTML file, named for the wedding's day. */
export async function signedContractDownload(contract: SignedContract, format: ContractFormat): Promise<Response> {
  const disposition = `attachment; filename="${contractFileName(contract, format)}"`
  if (format === 'html')
    return new Response(signedContractHtml(contract), { headers: { 'content-type': 'text/html; charset=utf-8', 'content-disposition': disposition } })
  return new Response(new Uint8Array(await signedContractPdf(contract)), { headers: { 'content-type': 'application/pdf', 'content-disposition': disposition } })
}
