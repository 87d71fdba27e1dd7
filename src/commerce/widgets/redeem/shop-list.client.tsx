'use client'

import type { ReactNode } from 'react'

import { fill } from '@/i18n/fill'
import { secondaryButtonClass } from '@/components/form/compact-styles'

import type { useRedeemProducts } from './calls.client'
import { ProductCard } from './product-card.client'
import type { RedeemProduct } from './shop-data'
import type { RedeemTexts } from './texts'

type Props = {
  texts: RedeemTexts['redeem']
  list: ReturnType<typeof useRedeemProducts>
  /** The pages loaded so far, merged. */
  products: RedeemProduct[]
  infoPath: string
  /** Beside the count: what narrows the list (the brands' button). */
  filters: ReactNode
}

/** The exchangeable cards: how many, a page at a time, and a way to try again when they fail. */
export function ShopList({ texts: t, list, products, infoPath, filters }: Props) {
  const total = list.data?.pages[0]?.productList.paging.totalItems ?? 0
  return (
    <section aria-labelledby="redeem-shop-count" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="redeem-shop-count" className="text-xl font-bold">
          {list.isPending ? t.loading : fill(t.count, { count: total })}
        </h2>
        {filters}
      </div>
      {list.isError && (
        <div role="alert" className="flex items-center gap-3">
          <p>{t.loadFailed}</p>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void list.refetch()}
          >
            {t.retry}
          </button>
        </div>
      )}
      <ul aria-label={t.listLabel} className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} texts={t} infoPath={infoPath} />
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          aria-disabled={list.isFetchingNextPage || undefined}
          className={`${secondaryButtonClass} self-center`}
        >
          {list.isFetchingNextPage ? t.loading : t.loadMore}
        </button>
      )}
    </section>
  )
}
