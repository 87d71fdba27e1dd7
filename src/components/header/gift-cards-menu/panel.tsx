import { Fragment } from 'react'

import { GiftCardTile } from '../../gift-card-tile'
import type { GiftCardsMenuTexts } from '../texts'
import { CategoryIcon } from './category-icon'
import { CategoryTabs } from './category-tabs.client'
import type { MenuCategory } from './menu-data'

export type GiftCardsMenuPanelProps = {
  categories: MenuCategory[]
  /** The page of every category, in the page's language. */
  allCategoriesHref: string
  labels: GiftCardsMenuTexts
}

function CategoryPanel({
  category,
  labels,
}: {
  category: MenuCategory
  labels: GiftCardsMenuTexts
}) {
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
            <GiftCardTile {...product} showHand={false} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * What the desktop gift cards menu opens: the categories as tabs, each showing its top list, and
 * the link to every category. Rendered on the server; only the active tab is client state.
 */
export function GiftCardsMenuPanel({
  categories,
  allCategoriesHref,
  labels,
}: GiftCardsMenuPanelProps) {
  return (
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
        href={allCategoriesHref}
        className="mt-4 inline-block font-semibold text-brand underline underline-offset-4"
      >
        {labels.allCategories}
      </a>
    </div>
  )
}
