import { primaryButtonClass, secondaryButtonClass } from '@/components/form/styles'

import type { CheckoutFormTexts } from './texts'

type EmptyProps = { texts: CheckoutFormTexts; cartHref: string; giftCardsHref: string }

/** Nothing to order: say so, and lead to the cart and the gift cards. */
export function CheckoutEmpty({ texts, cartHref, giftCardsHref }: EmptyProps) {
  // As high as the loading state it replaces (checkout.client.tsx): the footer would move up.
  return (
    <div className="flex min-h-dvh flex-col items-start gap-3">
      <h2 className="text-xl font-bold">{texts.empty}</h2>
      <p>{texts.emptyText}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        <a href={giftCardsHref} className={primaryButtonClass}>
          {texts.toGiftCards}
        </a>
        <a href={cartHref} className={secondaryButtonClass}>
          {texts.toCart}
        </a>
      </div>
    </div>
  )
}
