'use client'
// An album's photos shown large: tap a photo to open, swipe (CSS scroll-snap) or use the arrow keys to
// move, Escape or Close to leave. A native <dialog> does the modal work (focus, Escape, the backdrop),
// so this island is a few lines of script: public sites load none of the app's client code.
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={path} />
  </svg>
)
const ROUND = 'flex size-11 items-center justify-center rounded-full bg-white/15 text-white transition hover:bg-white/25'

/** `children` is the album's grid, whose photo buttons carry `data-photo` (their index); `slides` are the large photos. */
export function Lightbox({ label, count, slides, children }: { label: string; count: number; slides: ReactNode; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const strip = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)

  const show = (index: number, behavior: ScrollBehavior = 'smooth') => {
    const element = strip.current
    if (!element) return
    const next = Math.max(0, Math.min(count - 1, index))
    element.scrollTo({ left: next * element.clientWidth, behavior })
    setCurrent(next)
  }
  const open = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-photo]')
    if (!button || !dialog.current) return
    dialog.current.showModal()
    dialog.current.querySelector<HTMLElement>('[data-close]')?.focus()
    document.documentElement.style.overflow = 'hidden'
    show(Number(button.dataset.photo), 'instant')
  }
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1)
    else if (event.key === 'ArrowLeft') show(current - 1)
    else return
    event.preventDefault()
  }
  const settle = () => {
    const element = strip.current
    if (element && element.clientWidth) setCurrent(Math.round(element.scrollLeft / element.clientWidth))
  }

  return (
    <>
      <div onClick={open}>{children}</div>
      <dialog
        ref={dialog}
        aria-label={`${label} photos`}
        onKeyDown={keys}
        onClose={() => (document.documentElement.style.overflow = '')}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-stone-950 p-0 text-white backdrop:bg-black/90"
      >
        <div ref={strip} onScroll={settle} className="no-scrollbar flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain" data-lightbox-strip>
          {slides}
        </div>
        <p className="absolute top-5 left-5 text-sm font-semibold tabular-nums" aria-live="polite">
          {current + 1} of {count}
        </p>
        <form method="dialog" className="absolute top-3 right-3">
          <button className={ROUND} aria-label="Close" data-close>
            <Icon path="M18 6 6 18M6 6l12 12" />
          </button>
        </form>
        {current > 0 ? (
          <button type="button" className={`${ROUND} absolute top-1/2 left-3 hidden -translate-y-1/2 sm:flex`} aria-label="Previous photo" onClick={() => show(current - 1)}>
            <Icon path="m15 18-6-6 6-6" />
          </button>
        ) : null}
        {current < count - 1 ? (
          <button type="button" className={`${ROUND} absolute top-1/2 right-3 hidden -translate-y-1/2 sm:flex`} aria-label="Next photo" onClick={() => show(current + 1)}>
            <Icon path="m9 18 6-6-6-6" />
          </button>
        ) : null}
      </dialog>
    </>
  )
}
