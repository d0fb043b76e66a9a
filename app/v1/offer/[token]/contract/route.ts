import { offerTokenParams } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getClientContract, signedContractDownload } from '@/lib/weddings/signed-contract'

/** Public: the client's signed contract as an HTML file to keep or print; the offer token is the credential. */
export const GET = route({ auth: 'public', params: offerTokenParams }, async ({ params }) =>
  signedContractDownload(await getClientContract({ token: params.token })),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
