// The site's custom elements as the file public sites load: defineSiteElements' own source, called.
import 'server-only'
import { createHash } from 'node:crypto'
import { defineSiteElements } from './site-elements'

export const SITE_ELEMENTS_SCRIPT = `(${defineSiteElements.toString()})()`

/** Its address, named by its content: a browser keeps it until the script changes. */
export const SITE_ELEMENTS_SRC = `/site-elements.js?v=${createHash('sha256').update(SITE_ELEMENTS_SCRIPT).digest('base64url').slice(0, 12)}`
