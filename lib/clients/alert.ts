// A client's allergies and sensitivities as one line. Apart from the schema so that a screen showing
// the line does not carry zod.
import type { ClientSummary } from './schema'

/** What a gig shows in red next to her name: her allergies and sensitivities. */
export type ClientAlert = Pick<ClientSummary, 'allergies' | 'sensitivities'>

/** One line for tight places (the timeline, a list row, the artist's reminder): "Allergic: latex · Sensitive: fragrance". */
export const alertLine = (alert: ClientAlert) =>
  [alert.allergies ? `Allergic: ${alert.allergies}` : '', alert.sensitivities ? `Sensitive: ${alert.sensitivities}` : ''].filter(Boolean).join(' · ')
