import type { GiftCardsMenuTexts } from '../texts'
import { FIRST_CATEGORIES, hasHiddenCategories } from './categories'
import { CategoryIcon } from './category-icon'
import { ExpandableList } from './expandable-list.client'
import type { MenuCategory } from './menu-data'

type Props = { categories: MenuCategory[]; allCategoriesHref: string; labels: GiftCardsMenuTexts }

/** The gift cards menu on phones and tablets (inside the mobile menu): a list of categories. */
export function CategoryList({ categories, allCategoriesHref, labels }: Props) {
  return (
    <>
      <ExpandableList
        hasMore={hasHiddenCategories(categories.length, false)}
        label={labels.viewAllCategories}
      >
        <ul aria-label={labels.categories} className="flex flex-col">
          {categories.map((category, index) => (
            <li
              key={category.id}
              className={index < FIRST_CATEGORIES ? '' : 'hidden group-data-expanded:block'}
            >
              <a
                href={category.href}
                className="flex items-center gap-3 rounded-lg py-2 font-medium"
              >
                <CategoryIcon category={category} />
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </ExpandableList>
      <a
        href={allCategoriesHref}
        className="mt-2 inline-block font-semibold text-brand underline underline-offset-4"
      >
        {labels.allCategories}
      </a>
    </>
  )
}
