// An album's photos shown large: tap a photo to open, swipe (CSS scroll-snap) or use the arrow keys to
// move, Escape or Close to leave. A native <dialog> does the modal work (focus, Escape, the backdrop) and
// <site-lightbox> (site-elements.ts) the few lines of script, so the site ships no framework for it.
import type { ReactNode } from 'react'

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={path} />
  </svg>
)
const ROUND = 'flex size-11 items-center justify-center rounded-full bg-white/15 text-white transition hover:bg-white/25'

/** `children` is the album's grid, whose photo buttons carry `data-photo` (their index); `slides` are the large photos. */
export function Lightbox({ label, count, slides, children }: { label: string; count: number; slides: ReactNode; children: ReactNode }) {
  return (
    <site-lightbox className="contents">
      <div>{children}</div>
      <dialog aria-label={`${label} photos`} className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-black/90">
        <div className="no-scrollbar flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain" data-lightbox-strip>
          {slides}
        </div>
        <p className="absolute top-5 left-5 text-sm font-semibold tabular-nums" aria-live="polite" data-counter>
          {`1 of ${count}`}
        </p>
        <form method="dialog" className="absolute top-3 right-3">
          <button className={ROUND} aria-label="Close" data-close>
            <Icon path="M18 6 6 18M6 6l12 12" />
          </button>
        </form>
        <button type="button" className={`${ROUND} absolute top-1/2 left-3 hidden -translate-y-1/2 sm:flex`} aria-label="Previous photo" data-previous hidden>
          <Icon path="m15 18-6-6 6-6" />
        </button>
        <button
          type="button"
          className={`${ROUND} absolute top-1/2 right-3 hidden -translate-y-1/2 sm:flex`}
          aria-label="Next photo"
          data-next
          hidden={count < 2}
        >
          <Icon path="m9 18 6-6-6-6" />
        </button>
      </dialog>
    </site-lightbox>
  )
}
