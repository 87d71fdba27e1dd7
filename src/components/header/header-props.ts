import type { Locale } from '@/i18n/routing'
import type { SearchModalProps } from '@/components/search-modal/props'
import type { Store } from '@/payload-types'

import type { HeaderUser } from './account/account-entry'
import type { LoadGiftCardsMenu } from './gift-cards-menu/load-menu'
import type { MenuCategory } from './gift-cards-menu/menu-data'
import type { HeaderTexts } from './texts'
import type { HeaderVariant } from './variant'

export type HeaderViewProps = {
  store: Store
  locale: Locale
  labels: HeaderTexts
  variant: HeaderVariant
  /** The gift cards menu's categories, in menu order. */
  categories: MenuCategory[]
  /** Pages load the desktop menu's panel when it is reached for; stories render it in place. */
  loadGiftCardsMenu?: LoadGiftCardsMenu
  user: HeaderUser
  /** Cards in the cart as rendered: 0 on the server, then the browser reads the shopper's. */
  cartCount: number
  onLogOut?: () => Promise<void>
  /** The search modal's data (shop headers); without it the search box is a plain form. */
  search?: SearchModalProps
}
