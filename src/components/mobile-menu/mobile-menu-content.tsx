import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { CategoryList } from '../header/gift-cards-menu/category-list'
import type { MenuCategory } from '../header/gift-cards-menu/menu-data'
import type { HeaderTexts } from '../header/texts'
import { MobileMenuFooter } from './mobile-menu-footer'

type Props = {
  store: Store
  locale: Locale
  categories: MenuCategory[]
  allCategoriesHref: string
  labels: Pick<HeaderTexts, 'giftCardsMenu' | 'mobileMenu'>
}

/**
 * What the mobile menu lists: the gift cards menu's categories, then the menu's footer. Pages load
 * it when the shopper reaches for the menu (panel.action.tsx); stories render it in place.
 */
export function MobileMenuContent({ store, locale, categories, allCategoriesHref, labels }: Props) {
  return (
    <>
      {categories.length > 0 && (
        <>
          <h2 className="mb-2 text-sm font-semibold tracking-wide uppercase">
            {labels.giftCardsMenu.button}
          </h2>
          <CategoryList
            categories={categories}
            allCategoriesHref={allCategoriesHref}
            labels={labels.giftCardsMenu}
          />
        </>
      )}
      <MobileMenuFooter store={store} locale={locale} labels={labels.mobileMenu} />
    </>
  )
}
