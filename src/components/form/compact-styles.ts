import styles from './compact-styles.module.css'

/** Shared looks of the configurator's controls. */
export const legendClass = 'mb-2 text-base font-bold'

/**
 * A chip or card wrapping a visually hidden radio: the ring follows focus and choice. Its look is
 * one short class (compact-styles.module.css), its layout utilities the callers may change.
 */
export const choiceClass = `${styles.choice} flex items-center`

/** The radio of a chip or card: invisible, covering its label, so a click anywhere picks it. */
export const coverRadioClass = styles.cover

export const inputClass =
  'h-12 rounded-lg border border-ink/40 bg-surface px-3 text-base aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

export const linkButtonClass = styles.linkButton

export const secondaryButtonClass =
  'min-h-11 rounded-full border border-ink px-5 font-semibold hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50'

export const primaryButtonClass =
  'min-h-12 rounded-full bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50'
