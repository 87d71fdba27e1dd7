/** An inline text link of the account pages. */
export const linkClass =
  'font-semibold text-ink underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2'

/** A link that looks like a button: primary (filled) or secondary (outlined). */
export const primaryLinkClass =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90'

export const secondaryLinkClass =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-ink px-6 font-semibold hover:bg-muted'
