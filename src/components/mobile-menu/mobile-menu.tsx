import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { CategoryList } from '../header/gift-cards-menu/category-list'
import type { MenuCategory } from '../header/gift-cards-menu/menu-data'
import type { HeaderTexts } from '../header/texts'
import { MobileMenuDialog } from './mobile-menu-dialog.client'
import { MobileMenuFooter } from './mobile-menu-footer'

type Props = { store: Store; locale: Locale; categories: MenuCategory[]; labels: HeaderTexts }

/** The shop's menu under 1024 px: the gift cards menu as a list, then the menu's footer. */
export function MobileMenu({ store, locale, categories, labels }: Props) {
  const { giftCardsMenu, mobileMenu } = labels
  return (
    <MobileMenuDialog labels={mobileMenu}>
      <nav aria-label={labels.mainNavigation}>
        {categories.length > 0 && (
          <>
            <h2 className="mb-2 text-sm font-semibold tracking-wide uppercase">
              {giftCardsMenu.button}
            </h2>
            <CategoryList categories={categories} locale={locale} labels={giftCardsMenu} />
          </>
        )}
        <MobileMenuFooter store={store} locale={locale} labels={mobileMenu} />
      </nav>
    </MobileMenuDialog>
  )
}
