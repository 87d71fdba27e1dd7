import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { LiveCartLink } from './cart-count.client'
import type { HeaderTexts } from './texts'
import { CartIcon } from '@/components/ui/icons'

type Props = {
  store: Pick<Store, 'storeId' | 'country'>
  locale: Locale
  count: number
  labels: Pick<HeaderTexts, 'cart' | 'cartLabelMessage' | 'cartText'>
  /** The small text under the icon (store toggle `navigationIconText`). */
  showText?: boolean
}

/** The cart icon with its item count (spec §2); the name says the count, the badge shows it. */
export function CartLink({ store, locale, count, labels, showText = false }: Props) {
  return (
    <LiveCartLink
      href={localizedPath(locale, '/cart')}
      icon={<CartIcon />}
      text={showText ? labels.cartText : undefined}
      initial={{ count, label: labels.cart }}
      source={{
        locale,
        storeID: store.storeId,
        countryCode: store.country,
        labelMessage: labels.cartLabelMessage,
      }}
    />
  )
}
