import type { CartQuery } from '@/commerce/client/generated/graphql'
import type { useCart } from '@/commerce/client/hooks.client'
import type { CartIdentifyProps } from '@/commerce/widgets/account'
import type { Locale } from '@/i18n/routing'

import type { CartMessages } from './texts'

export type CartProps = {
  locale: Locale
  messages: CartMessages
  giftCardsHref: string
  /** A product page's path with PRODUCT for its slug. */
  productHref: string
  /** The identify flow behind the order button (spec §4). */
  identify: CartIdentifyProps
  /** The basket as the page's render read it; null: asked in the browser. */
  serverCart: CartQuery | null
}

/** The cart's query as the page's widget holds it (useCart). */
export type CartQueryResult = ReturnType<typeof useCart>

/** The basket's 'Réessayer' after a failed read. */
export const retryClass = 'rounded-full border border-ink/25 px-6 py-3 font-semibold hover:bg-muted'

/** A basket with lines, or errors to tell: shown by the cart with its texts. */
export const cartShowsLines = (cart: CartQuery['cartV2'] | undefined): boolean =>
  (cart?.order?.packagesGroups.length ?? 0) > 0 || (cart?.errors.length ?? 0) > 0
