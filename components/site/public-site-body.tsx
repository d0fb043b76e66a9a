'use client'
// The public site as one client component, for one reason: the size of its render. A page of server
// components carries its whole element tree a second time, as the RSC payload inlined for hydration
// (about 80 KB of a 134 KB render); a client component carries only its props, the site's data (about
// 14 KB). The HTML is the same either way, and the stored render (lib/site/stored-render.ts) keeps none
// of the framework's scripts, so it never hydrates: the site's behaviour stays its custom elements.
export { SiteView as PublicSiteBody } from './site-view'
