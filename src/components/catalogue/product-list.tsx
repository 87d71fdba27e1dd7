import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { contentPath } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'
import { multiBrandCard, PRODUCTS_PER_PAGE, productPage } from '@/server/catalogue'
import { getStore } from '@/server/store'

import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'
import { PromoTile } from './promo-tile'

type Props = {
  locale: Locale
  page: number
  /** The path of page 1; page n is at `${basePath}${n}/`. */
  basePath: string
  categoryId?: number
  /** Pages after the first have no editors' page above them: the list brings their h1. */
  heading?: string
}

/** A page of gift cards with its count and numbered pages; a page past the end is a 404. */
export async function ProductList({ locale, page, basePath, categoryId, heading }: Props) {
  const [list, t, { currency }, promoted] = await Promise.all([
    productPage(locale, page, categoryId),
    getTranslations({ locale, namespace: 'Catalogue' }),
    getStore(locale),
    multiBrandCard(locale),
  ])
  if (page > 1 && page > list.totalPages) notFound()
  return (
    <section aria-labelledby="product-list-count" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {heading && (
        <h1 className="mb-4 text-3xl font-bold">{t('pageTitle', { title: heading, page })}</h1>
      )}
      <p id="product-list-count" className="mb-6 text-sm font-semibold">
        {t('count', { count: list.total })}
      </p>
      <ProductGrid
        products={list.products}
        locale={locale}
        label={t('listLabel')}
        currency={currency}
        list={{ id: basePath, name: heading ?? t('listLabel') }}
        offset={(list.page - 1) * PRODUCTS_PER_PAGE}
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
      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        pathOf={(n) => (n === 1 ? basePath : `${basePath}${n}/`)}
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
