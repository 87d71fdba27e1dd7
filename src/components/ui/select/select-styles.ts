/** The select's field and its open button: the same on Base UI's combobox and on its shell. */
export const selectFieldClass =
  'h-12 w-full rounded-lg border border-ink/30 bg-surface pr-11 pl-3 text-base text-ink outline-none ' +
  'placeholder:text-ink/60 ' +
  'aria-invalid:border-red-700 data-disabled:cursor-not-allowed data-disabled:bg-muted data-disabled:text-ink/70 data-readonly:bg-muted'

export const selectTriggerClass =
  'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink data-disabled:text-ink/50'
