const INVALID = '[aria-invalid="true"]'

/** How long the errors set just before may take to render: on a busy phone, React's commit can come frames later. */
const RENDER_WAIT_MS = 3000

/**
 * Focuses the form's first field marked invalid and centres it on screen, clear of the sticky Save bar
 * and the tabs (a plain focus scrolls only just enough, leaving the field under the bar). The errors were
 * set just before and render in React's next commit, which a busy phone may run after the next frame:
 * the field is looked for in the next frame, and else as soon as one is marked.
 */
export function focusFirstInvalid(form: EventTarget | null | undefined) {
  if (!(form instanceof HTMLElement)) return
  const focus = (field: HTMLElement) => {
    field.focus({ preventScroll: true })
    field.scrollIntoView({ block: 'center' })
  }
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>(INVALID)
    if (field) return focus(field)
    const observer = new MutationObserver(() => {
      const marked = form.querySelector<HTMLElement>(INVALID)
      if (!marked) return
      observer.disconnect()
      clearTimeout(giveUp)
      focus(marked)
    })
    const giveUp = setTimeout(() => observer.disconnect(), RENDER_WAIT_MS)
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] })
  })
}
