import { offerTokenParams } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { signedContractDownload } from '@/lib/weddings/contract-download'
import { contractDownloadQuery } from '@/lib/weddings/schema'
import { getClientContract } from '@/lib/weddings/signed-contract'

/** Public: the client's signed contract as a PDF (or `?format=html`, one HTML page) to keep or print; the offer token is the credential. */
export const GET = route({ auth: 'public', params: offerTokenParams, query: contractDownloadQuery }, async ({ params, query }) =>
  signedContractDownload(await getClientContract({ token: params.token }), query.format),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
