import { useId } from 'react'

import { GiftCardTile } from '@/components/gift-card-tile'

import { HighlightedBlock } from './highlighted-block'
import type { SearchTexts } from './texts'
import type { PopularSearch } from './popular'
import { tileGrid } from './tile-grid'

type Props = { popular: PopularSearch; labels: SearchTexts }

/** What the modal shows while nothing is typed: popular terms, then popular gift cards. */
export function PopularView({ popular, labels }: Props) {
  const termsId = useId()
  const productsId = useId()
  const { terms, products, highlights } = popular
  return (
    <div className="flex flex-col gap-10">
      {terms.length > 0 && (
        <section aria-labelledby={termsId}>
          <h2 id={termsId} className="text-lg font-bold">
            {labels.popularTerms}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {terms.map((term) => (
              <li key={term.id}>
                <a
                  href={term.href}
                  className="inline-flex min-h-10 items-center rounded-full border border-ink/25 px-4 font-medium hover:bg-muted"
                >
                  {term.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {products.length + highlights.length > 0 && (
        <section aria-labelledby={productsId}>
          <h2 id={productsId} className="text-lg font-bold">
            {labels.popularProducts}
          </h2>
          <ul className={`mt-4 ${tileGrid}`}>
            {highlights.map((block) => (
              <li key={block.id} className="col-span-2">
                <HighlightedBlock block={block} />
              </li>
            ))}
            {products.map((product) => (
              <li key={product.id}>
                <GiftCardTile {...product} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
