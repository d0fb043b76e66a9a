/**
 * Focuses the form's first field marked invalid and centres it on screen, clear of the sticky Save bar
 * and the tabs (a plain focus scrolls only just enough, leaving the field under the bar). Waits a frame
 * for the errors set just before to render.
 */
export function focusFirstInvalid(form: EventTarget | null | undefined) {
  if (!(form instanceof HTMLElement)) return
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!field) return
    field.focus({ preventScroll: true })
    field.scrollIntoView({ block: 'center' })
  })
}
