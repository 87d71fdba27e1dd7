import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { LiveBasketLink } from './basket-count.client'
import type { HeaderTexts } from './texts'
import { BasketIcon } from '@/components/ui/icons'

type Props = {
  store: Pick<Store, 'storeId' | 'country'>
  locale: Locale
  count: number
  labels: Pick<HeaderTexts, 'basket' | 'basketLabelMessage' | 'basketText'>
  /** The small text under the icon (store toggle `navigationIconText`). */
  showText?: boolean
}

/** The basket icon with its item count (spec §2); the name says the count, the badge shows it. */
export function BasketLink({ store, locale, count, labels, showText = false }: Props) {
  return (
    <LiveBasketLink
      href={localizedPath(locale, '/basket')}
      icon={<BasketIcon />}
      text={showText ? labels.basketText : undefined}
      initial={{ count, label: labels.basket }}
      source={{
        locale,
        storeID: store.storeId,
        countryCode: store.country,
        labelMessage: labels.basketLabelMessage,
      }}
    />
  )
}
