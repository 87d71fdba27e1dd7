/** Shared looks of the configurator's controls. */
export const legendClass = 'mb-2 text-base font-bold'

/** A chip or card wrapping a visually hidden radio: the ring follows focus and choice. */
export const choiceClass =
  'relative flex cursor-pointer items-center rounded-xl border border-ink/25 bg-surface transition-colors ' +
  'hover:border-ink has-checked:border-ink has-checked:bg-muted has-checked:ring-2 has-checked:ring-ink ' +
  'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent ' +
  'has-disabled:cursor-not-allowed has-disabled:opacity-50'

/** The radio of a chip or card: invisible, covering its label, so a click anywhere picks it. */
export const coverRadioClass = 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0'

export const inputClass =
  'h-12 rounded-lg border border-ink/40 bg-surface px-3 text-base aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

export const linkButtonClass =
  'min-h-11 rounded-full px-3 text-sm font-semibold underline underline-offset-4 hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50'

export const secondaryButtonClass =
  'min-h-11 rounded-full border border-ink px-5 font-semibold hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50'

export const primaryButtonClass =
  'min-h-12 rounded-full bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50'
