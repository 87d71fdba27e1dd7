import { Fragment } from 'react'

import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import { GiftCardTile } from '../../gift-card-tile'
import { Disclosure } from '../disclosure.client'
import type { GiftCardsMenuTexts } from '../texts'
import { CategoryIcon } from './category-icon'
import { CategoryTabs } from './category-tabs.client'
import type { MenuCategory } from './menu-data'

type Props = {
  categories: MenuCategory[]
  locale: Locale
  labels: GiftCardsMenuTexts
  buttonClassName: string
}

function CategoryPanel({ category, labels }: { category: MenuCategory; labels: Props['labels'] }) {
  return (
    <div>
      <a
        href={category.href}
        className="inline-block font-semibold underline-offset-4 hover:underline"
      >
        {labels.viewCategory(category.title)}
      </a>
      <ul className="mt-4 grid grid-cols-4 gap-4">
        {category.topList.map((product) => (
          <li key={product.id}>
            <GiftCardTile
              title={product.title}
              href={product.href}
              image={product.image}
              backgroundColor={product.backgroundColor}
              showShadow={product.showShadow}
              showHand={false}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The desktop gift cards menu (spec §2): a button opens a panel under the header with the
 * categories as tabs, each showing its top list. Everything but the open state and the active
 * tab is rendered here, on the server.
 */
export function GiftCardsMenu({ categories, locale, labels, buttonClassName }: Props) {
  if (categories.length === 0) return null
  return (
    <Disclosure
      label={labels.button}
      buttonClassName={buttonClassName}
      panelClassName="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-ink/10 bg-surface shadow-lg"
    >
      <div className="mx-auto max-w-7xl px-6 py-6">
        <CategoryTabs
          labels={{ categories: labels.categories, viewAllCategories: labels.viewAllCategories }}
          tabs={categories.map((category) => (
            <Fragment key={category.id}>
              <CategoryIcon category={category} />
              {category.title}
            </Fragment>
          ))}
          panels={categories.map((category) => (
            <CategoryPanel key={category.id} category={category} labels={labels} />
          ))}
        />
        <a
          href={localizedPath(locale, '/category/all')}
          className="mt-4 inline-block font-semibold text-brand underline underline-offset-4"
        >
          {labels.allCategories}
        </a>
      </div>
    </Disclosure>
  )
}
