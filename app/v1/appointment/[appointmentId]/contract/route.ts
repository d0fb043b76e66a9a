import { appointmentIdParams } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getOwnerContract, signedContractDownload } from '@/lib/weddings/signed-contract'

/** The gig's signed contract as an HTML file to keep or print. */
export const GET = route({ auth: 'owner', params: appointmentIdParams }, async ({ user, params }) =>
  signedContractDownload(await getOwnerContract({ user, appointmentId: params.appointmentId })),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
