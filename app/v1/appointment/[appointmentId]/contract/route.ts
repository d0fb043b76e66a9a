import { appointmentIdParams } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { signedContractDownload } from '@/lib/weddings/contract-download'
import { contractDownloadQuery } from '@/lib/weddings/schema'
import { getOwnerContract } from '@/lib/weddings/signed-contract'

/** The gig's signed contract as a PDF (or `?format=html`, one HTML page) to keep or print. */
export const GET = route({ auth: 'owner', params: appointmentIdParams, query: contractDownloadQuery }, async ({ user, params, query }) =>
  signedContractDownload(await getOwnerContract({ user, appointmentId: params.appointmentId }), query.format),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
