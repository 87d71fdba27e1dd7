import { contentPath } from '@/collections/shared/paths'
import { type ImageSource, imageSource } from '@/components/media-image'
import type { Locale } from '@/i18n/routing'
import type { Product, Store } from '@/payload-types'

export type PopularTerm = { id: string; title: string; href: string }

export type PopularProduct = {
  id: number
  title: string
  href: string
  image: ImageSource | null
  backgroundColor: Product['backgroundColor']
  showShadow: boolean
  showHand: boolean
}

export type PopularHighlight = {
  id: string
  title: string
  description: string | null
  href: string
  cardImage: ImageSource | null
  backgroundImage: ImageSource | null
  showHand: boolean
}

/** Spec §3 "Popular search data", as the modal shows it while nothing is typed. */
export type PopularSearch = {
  terms: PopularTerm[]
  products: PopularProduct[]
  highlights: PopularHighlight[]
}

type Data = Store['popularSearch']

/** Ids of the suggested products, whether the store was read populated or not. */
export const popularProductIds = (data: Data): number[] =>
  (data?.entities ?? []).map((entry) => (typeof entry === 'number' ? entry : entry.id))

/**
 * The store's popular search data with its suggested products read (published ones only, in the
 * editor's order: one that is not published drops out).
 */
export function popularSearch(
  data: Data,
  products: readonly Product[],
  locale: Locale,
  defaultLocale: Locale,
) {
  const byId = new Map(products.map((product) => [product.id, product]))
  const result: PopularSearch = {
    terms: (data?.terms ?? []).map((term, index) => ({
      id: term.id ?? String(index),
      title: term.title,
      href: term.url,
    })),
    products: popularProductIds(data).flatMap((id) => {
      const product = byId.get(id)
      if (!product) return []
      return {
        id: product.id,
        title: product.title,
        href: contentPath('products', product.slug, locale, defaultLocale),
        image: imageSource(product.image),
        backgroundColor: product.backgroundColor,
        showShadow: product.showShadow !== false,
        showHand: Boolean(product.showHand),
      }
    }),
    highlights: (data?.highlightedBlocks ?? []).map((block, index) => ({
      id: block.id ?? String(index),
      title: block.title,
      description: block.description ?? null,
      href: block.referencedPath,
      cardImage: imageSource(block.cardImage),
      backgroundImage: imageSource(block.backgroundImage),
      showHand: Boolean(block.showHand),
    })),
  }
  return result
}
