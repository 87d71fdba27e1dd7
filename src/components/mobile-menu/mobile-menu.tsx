import { localizedPath } from '@/i18n/paths'
import { siteLocalesOf } from '@/i18n/storefront'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import type { MenuCategory } from '../header/gift-cards-menu/menu-data'
import type { LoadGiftCardsMenu } from '../header/gift-cards-menu/load-menu'
import type { HeaderTexts } from '../header/texts'
import { LazyCategoryList } from './lazy-category-list.client'
import { MobileMenuContent } from './mobile-menu-content'
import { MobileMenuDialog } from './mobile-menu-dialog.client'

type Props = {
  store: Store
  locale: Locale
  categories: MenuCategory[]
  labels: HeaderTexts
  /** Given on pages: the menu's content loads when the menu is reached for. Stories list it here. */
  loadCategories?: LoadGiftCardsMenu
}

/**
 * The shop's menu under 1024 px: the gift cards menu as a list, then the menu's footer. Pages do
 * not carry either (their RSC payload would, for a menu most visits never open: issue 39).
 */
export function MobileMenu({ store, locale, categories, labels, loadCategories }: Props) {
  const { giftCardsMenu, mobileMenu } = labels
  const allCategories = localizedPath(locale, '/category/all', siteLocalesOf(store).defaultLocale)
  return (
    <MobileMenuDialog
      labels={{ ...pick(mobileMenu), allCategories: giftCardsMenu.allCategories }}
      fallbackHref={allCategories}
    >
      <nav aria-label={labels.mainNavigation}>
        {loadCategories && categories.length > 0 ? (
          <LazyCategoryList
            locale={locale}
            load={loadCategories}
            labels={{
              loading: giftCardsMenu.loading,
              failed: giftCardsMenu.failed,
              allCategories: giftCardsMenu.allCategories,
            }}
            fallbackHref={allCategories}
          />
        ) : (
          <MobileMenuContent
            store={store}
            locale={locale}
            categories={categories}
            allCategoriesHref={allCategories}
            labels={labels}
          />
        )}
      </nav>
    </MobileMenuDialog>
  )
}

/** Only the dialog's own texts cross to the browser. */
const pick = ({ open, close, title }: HeaderTexts['mobileMenu']) => ({ open, close, title })
