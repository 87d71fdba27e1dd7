/**
 * Moves focus to the form's first invalid part (spec a11y: focus goes to the first invalid field
 * on submit). Parts mark themselves with data-invalid; a group gives focus to its chosen control.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const part = form?.querySelector<HTMLElement>('[data-invalid]')
  if (!part) return
  const control = part.matches('input, textarea, select, button')
    ? part
    : part.querySelector<HTMLElement>(
        'input:checked, input:not(:disabled), textarea, button:not(:disabled)',
      )
  ;(control ?? part).focus()
}
