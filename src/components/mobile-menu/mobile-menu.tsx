import { localizedPath } from '@/i18n/paths'
import { siteLocalesOf } from '@/i18n/storefront'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { CategoryList } from '../header/gift-cards-menu/category-list'
import type { MenuCategory } from '../header/gift-cards-menu/menu-data'
import type { LoadGiftCardsMenu } from '../header/gift-cards-menu/use-menu-loader.client'
import type { HeaderTexts } from '../header/texts'
import { LazyCategoryList } from './lazy-category-list.client'
import { MobileMenuDialog } from './mobile-menu-dialog.client'
import { MobileMenuFooter } from './mobile-menu-footer'

type Props = {
  store: Store
  locale: Locale
  categories: MenuCategory[]
  labels: HeaderTexts
  /** Given on pages: the categories load when the menu is reached for. Stories list them here. */
  loadCategories?: LoadGiftCardsMenu
}

/** The shop's menu under 1024 px: the gift cards menu as a list, then the menu's footer. */
export function MobileMenu({ store, locale, categories, labels, loadCategories }: Props) {
  const { giftCardsMenu, mobileMenu } = labels
  const allCategories = localizedPath(locale, '/category/all', siteLocalesOf(store).defaultLocale)
  return (
    <MobileMenuDialog
      labels={{ ...pick(mobileMenu), allCategories: giftCardsMenu.allCategories }}
      fallbackHref={allCategories}
    >
      <nav aria-label={labels.mainNavigation}>
        {categories.length > 0 && (
          <>
            <h2 className="mb-2 text-sm font-semibold tracking-wide uppercase">
              {giftCardsMenu.button}
            </h2>
            {loadCategories ? (
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
              <CategoryList
                categories={categories}
                allCategoriesHref={allCategories}
                labels={giftCardsMenu}
              />
            )}
          </>
        )}
        <MobileMenuFooter store={store} locale={locale} labels={mobileMenu} />
      </nav>
    </MobileMenuDialog>
  )
}

/** Only the dialog's own texts cross to the browser. */
const pick = ({ open, close, title }: HeaderTexts['mobileMenu']) => ({ open, close, title })
