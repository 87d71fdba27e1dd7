import { getTranslations } from 'next-intl/server'

import type { FilterCounts } from '@/commerce/domain/catalogue/facets'
import type { CatalogueFilters } from '@/commerce/domain/catalogue/filter-query'
import type { Locale } from '@/i18n/routing'

import { FilterForm } from './filter-form'
import { FilterModal } from '@/components/islands.client'
import { filterFormView } from './filter-view'
import { FILTER_PANEL } from './modal-id'
import type { FilterTexts } from './texts'

import styles from './filter-form.module.css'

type Props = {
  locale: Locale
  filters: CatalogueFilters
  counts: FilterCounts
  categories: { slug: string; title: string }[]
  /** The filtered view's path, and the unfiltered list's. */
  action: string
  clearHref: string
}

/**
 * A list's filters: the form on the page from tablets up (and on phones without JavaScript), the
 * filter modal's button on phones.
 */
export async function FilterPanel({
  locale,
  filters,
  counts,
  categories,
  action,
  clearHref,
}: Props) {
  const [t, modal] = await Promise.all([
    getTranslations({ locale, namespace: 'Filters' }),
    getTranslations({ locale, namespace: 'Modal' }),
  ])
  const view = filterFormView({
    action,
    clearHref,
    filters,
    counts,
    categories,
    labels: {
      category: t('category'),
      price: t('price'),
      delivery: t('delivery'),
      option: (id) => t(id as 'digital'),
    },
  })
  if (view.groups.length === 0) return null
  const texts: FilterTexts = {
    formLabel: t('formLabel'),
    title: t('title'),
    open: t('open', { count: view.chosen }),
    submit: t('submit'),
    clear: t('clear'),
    close: modal('close'),
  }
  return (
    <div className={styles.filters}>
      <FilterModal open={texts.open} title={texts.title} close={texts.close} />
      <div id={FILTER_PANEL} className={styles.panel}>
        <FilterForm view={view} texts={texts} />
      </div>
    </div>
  )
}
