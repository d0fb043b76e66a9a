import { consultationSettingsBody, consultationSettingsResponse } from '@/lib/consultations/schema'
import { getConsultationSettings, saveConsultationSettings } from '@/lib/consultations/settings'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The questions her consultation form asks, sent with every offer and quote. */
export const GET = route({ auth: 'owner', response: consultationSettingsResponse }, ({ user }) => getConsultationSettings({ user }))

export const PUT = route({ auth: 'owner', body: consultationSettingsBody, response: consultationSettingsResponse }, ({ user, body }) =>
  saveConsultationSettings({ user, input: body }),
)

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
