/**
 * A page of the shop's money steps (cart, checkout, payment, confirmation, redeem checkout):
 * the content, and from `lg` a summary column beside it. One shrinkable column below `lg`, so a
 * long word (an e-mail address) never widens a phone page.
 */
export const withSummaryClass =
  'grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12'

/** A page's form in a framed panel beside its explanation (the business and doubler pages). */
export const formPanelClass =
  'flex flex-col gap-4 rounded-2xl border border-ink/15 p-5 sm:p-6 lg:self-start'
