import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { contentPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { Product } from '@/payload-types'
import { multiBrandCard, PRODUCTS_PER_PAGE } from '@/commerce/services/catalogue/pages'
import { getStore, requestStoreId } from '@/server/store'

import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'
import { PromoTile } from './promo-tile'

import styles from './product-list-view.module.css'

type Props = {
  locale: Locale
  list: { products: Product[]; page: number; totalPages: number; total: number }
  /** The path of a page of this list (filters kept). */
  pathOf: (page: number) => string
  /** The list's id for view_item_list (analytics): its unfiltered path. */
  listId: string
  /** Pages without an editors' page above them bring their h1 with the list. */
  heading?: string
  filters: ReactNode
  /** What an empty list says instead of its grid. */
  empty?: ReactNode
}

/** A page of gift cards: its count, its filters, the cards and numbered pages. */
export async function ProductListView(props: Props) {
  const { locale, list, pathOf, listId, heading, filters, empty } = props
  const [t, { currency }, promoted] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalogue' }),
    getStore(locale),
    multiBrandCard(requestStoreId(), locale),
  ])
  return (
    <section aria-labelledby="product-list-count" className={styles.list}>
      {heading && (
        <h1>{list.page > 1 ? t('pageTitle', { title: heading, page: list.page }) : heading}</h1>
      )}
      <p id="product-list-count" className={styles.count}>
        {t('count', { count: list.total })}
      </p>
      {filters}
      {list.total === 0 && empty ? (
        empty
      ) : (
        <ProductGrid
          products={list.products}
          locale={locale}
          label={t('listLabel')}
          currency={currency}
          list={{ id: listId, name: heading ?? t('listLabel') }}
          offset={(list.page - 1) * PRODUCTS_PER_PAGE}
          leading={Boolean(heading)}
          // The server cannot know the screen width: every page holds 16 cards for everyone, and
          // the 17th item of small desktops (spec §9) is this tile, which only CSS shows there.
          promo={
            promoted && (
              <PromoTile
                product={promoted}
                href={contentPath('products', promoted.slug, locale)}
                title={t('promoTitle')}
                text={t('promoText')}
              />
            )
          }
        />
      )}
      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        pathOf={pathOf}
        labels={{
          navigation: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          page: (n) => t('page', { page: n }),
        }}
      />
    </section>
  )
}
