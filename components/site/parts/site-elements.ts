// The public site's only script: three custom elements for the parts a visitor touches (the cover
// photos playing by themselves, an album's photos shown large, a long review opened). The site's HTML is
// complete without it; it adds behaviour to elements already on the page, whoever rendered them. Public
// sites load it as a file (app/site-elements.js) and no framework at all; the app's previews call it.
//
// Self-contained on purpose: app/site-elements.js serves this function's own source, so nothing in it
// may refer to an import or to anything else in this module.
import type { HTMLAttributes } from 'react'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace is how elements are declared
  namespace JSX {
    interface IntrinsicElements {
      'site-carousel': HTMLAttributes<HTMLElement> & { 'data-autoplay'?: 'true'; 'data-interval'?: number }
      'site-lightbox': HTMLAttributes<HTMLElement>
      'site-read-more': HTMLAttributes<HTMLElement>
    }
  }
}

export function defineSiteElements() {
  if (typeof customElements === 'undefined' || customElements.get('site-carousel')) return

  /** Cover photos: swipeable (CSS), and playing by themselves while `data-autoplay` is set, unless the visitor asked for less motion. */
  class SiteCarousel extends HTMLElement {
    static observedAttributes = ['data-autoplay']
    timer: number | undefined

    connectedCallback() {
      this.play()
    }
    disconnectedCallback() {
      window.clearInterval(this.timer)
    }
    attributeChangedCallback() {
      this.play()
    }
    play() {
      window.clearInterval(this.timer)
      if (!this.hasAttribute('data-autoplay') || this.children.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
      this.timer = window.setInterval(
        () => {
          const atEnd = this.scrollLeft + this.clientWidth >= this.scrollWidth - 4
          this.scrollTo({ left: atEnd ? 0 : this.scrollLeft + this.clientWidth, behavior: 'smooth' })
        },
        Number(this.dataset.interval) || 4000,
      )
    }
  }

  /**
   * An album's grid and its <dialog>: a tap on a `data-photo` button opens the photos large; swipe (CSS
   * scroll-snap), the arrow keys or the arrow buttons move; Escape or Close leave (the dialog's own).
   */
  class SiteLightbox extends HTMLElement {
    current = 0
    wired = false

    connectedCallback() {
      // Moved elements connect again: their listeners are already in place.
      if (this.wired) return
      this.wired = true
      const dialog = this.querySelector('dialog')
      const strip = this.querySelector<HTMLElement>('[data-lightbox-strip]')
      if (!dialog || !strip) return
      const count = strip.children.length
      const show = (index: number, behavior: ScrollBehavior = 'smooth') => {
        this.current = Math.max(0, Math.min(count - 1, index))
        strip.scrollTo({ left: this.current * strip.clientWidth, behavior })
        this.mark(count)
      }
      this.addEventListener('click', (event) => {
        const target = event.target as HTMLElement
        const photo = target.closest<HTMLElement>('[data-photo]')
        if (photo && !dialog.open) {
          dialog.showModal()
          dialog.querySelector<HTMLElement>('[data-close]')?.focus()
          document.documentElement.style.overflow = 'hidden'
          show(Number(photo.dataset.photo), 'instant')
        } else if (target.closest('[data-previous]')) show(this.current - 1)
        else if (target.closest('[data-next]')) show(this.current + 1)
      })
      dialog.addEventListener('keydown', (event) => {
        if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
        event.preventDefault()
        show(this.current + (event.key === 'ArrowRight' ? 1 : -1))
      })
      dialog.addEventListener('close', () => (document.documentElement.style.overflow = ''))
      // A swipe ends wherever the finger left it: the photo in view is the current one.
      strip.addEventListener('scroll', () => {
        if (!strip.clientWidth) return
        this.current = Math.round(strip.scrollLeft / strip.clientWidth)
        this.mark(count)
      })
    }

    /** "2 of 9", and the arrow buttons only where there is a photo to go to. */
    mark(count: number) {
      const counter = this.querySelector('[data-counter]')
      if (counter) counter.textContent = `${this.current + 1} of ${count}`
      this.querySelector('[data-previous]')?.toggleAttribute('hidden', this.current === 0)
      this.querySelector('[data-next]')?.toggleAttribute('hidden', this.current >= count - 1)
    }
  }

  /** A review cut at three lines, opened and closed again with its button. */
  class SiteReadMore extends HTMLElement {
    wired = false

    connectedCallback() {
      if (this.wired) return
      this.wired = true
      const text = this.querySelector('p')
      const button = this.querySelector('button')
      if (!text || !button) return
      button.addEventListener('click', () => {
        const open = text.classList.toggle('line-clamp-3') === false
        button.textContent = open ? 'Show less' : 'Read more'
        button.setAttribute('aria-expanded', String(open))
      })
    }
  }

  customElements.define('site-carousel', SiteCarousel)
  customElements.define('site-lightbox', SiteLightbox)
  customElements.define('site-read-more', SiteReadMore)
}
