import { localizedPath } from '@/server/route-paths'

import { Disclosure } from '../disclosure.client'
import { LazyGiftCardsMenu } from './lazy-gift-cards-menu.client'
import type { LoadGiftCardsMenu } from './load-menu'
import { GiftCardsMenuPanel, type GiftCardsMenuPanelProps } from './panel'
import styles from './menu-panel.module.css'
import type { Locale } from '@/i18n/routing'

type Props = Omit<GiftCardsMenuPanelProps, 'allCategoriesHref'> & {
  locale: Locale
  buttonClassName: string
  /** Given on pages: the panel loads on first reach. Without it (stories) it is rendered here. */
  loadPanel?: LoadGiftCardsMenu
}

/**
 * The desktop gift cards menu (spec §2): a button opens a panel under the header with the
 * categories as tabs, each showing its top list. Its 16 categories' top lists weighed more than
 * the rest of a page, so pages carry only the button: the panel is fetched when the pointer
 * reaches the button, it is focused or pressed (issue 22). Without JavaScript it is a link to
 * every category.
 */
export function GiftCardsMenu({ categories, locale, labels, buttonClassName, loadPanel }: Props) {
  if (categories.length === 0) return null
  const allCategories = localizedPath(locale, '/category/all')
  if (loadPanel) {
    return (
      <LazyGiftCardsMenu
        locale={locale}
        load={loadPanel}
        labels={{
          button: labels.button,
          loading: labels.loading,
          failed: labels.failed,
          allCategories: labels.allCategories,
        }}
        fallbackHref={allCategories}
        buttonClassName={buttonClassName}
      />
    )
  }
  return (
    <Disclosure
      label={labels.button}
      buttonClassName={buttonClassName}
      panelClassName={`${styles.panel}`}
      fallbackHref={allCategories}
    >
      <GiftCardsMenuPanel
        categories={categories}
        allCategoriesHref={allCategories}
        labels={labels}
      />
    </Disclosure>
  )
}
