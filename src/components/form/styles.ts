/** Looks of the account forms' controls (the configurator's, for one storefront feel). */
export const inputClass =
  'h-12 w-full rounded-lg border border-ink/40 bg-surface px-3 text-base ' +
  'read-only:bg-muted aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

export const labelClass = 'mb-1.5 text-sm font-semibold'

export const legendClass = 'mb-3 text-lg font-bold'

export const primaryButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-60'

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-ink px-5 font-semibold hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-60'

export const dangerButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-60'

export const linkClass = 'font-semibold underline underline-offset-4 hover:no-underline'

/**
 * A field that takes three rows of its parent grid (label, input, message) as a subgrid: fields
 * side by side then keep their inputs level when one label wraps.
 */
export const sharedRowsClass = 'row-span-3 grid-rows-subgrid'
