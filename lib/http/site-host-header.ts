/** proxy.ts sets this on requests it rewrote from an owner's own host ({slug}.{ROOT_DOMAIN} or a custom domain). */
export const SITE_HOST_HEADER = 'x-glowfolio-site-host'

/** proxy.ts sets this on requests for a public site page, which needs none of the app's chrome (toasts). */
export const PUBLIC_SITE_HEADER = 'x-glowfolio-public-site'
