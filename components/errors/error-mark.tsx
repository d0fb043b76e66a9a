// The mark at the top of an error page: Glowfolio's own icon, an image. Error pages load with every
// screen, each boundary a chunk of its own that repeats what it imports (Turbopack shares nothing
// between them and the screen), so they import no icon component: lucide's runtime came three times.
// Lazy: every page carries the not-found page's tree, and React preloads an eager image in it (7.7 KB
// on every screen's first load); on a page that fails, a lazy image in view loads at once.
export function ErrorMark() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed 7 KB icon of the app, shown only when a page fails
    <img src="/icons/icon-192.png" alt="" width={64} height={64} loading="lazy" className="size-16" />
  )
}
