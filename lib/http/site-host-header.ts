/** proxy.ts sets this on requests it rewrote from an owner's own host ({slug}.{ROOT_DOMAIN} or a custom domain). */
export const SITE_HOST_HEADER = 'x-glowfolio-site-host'
