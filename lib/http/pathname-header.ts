/** proxy.ts copies the request path into this header, since layouts cannot read the URL. */
export const PATHNAME_HEADER = 'x-glowfolio-pathname'
