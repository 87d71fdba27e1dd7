import { toUnits } from '@/commerce/domain/money'
import type { Product } from '@/payload-types'

import { breadcrumbJsonLd, type Crumb } from '../breadcrumb-json-ld'

type Input = {
  product: Product
  path: string
  baseUrl: string
  currency: string
  /** Home, the product list, the product. */
  breadcrumbs: Crumb[]
}

/** The amounts a product sells at, in cents, across its available versions. */
function amounts(product: Product): number[] {
  return (['digital', 'physical'] as const).flatMap((type) => {
    const config = product[type]
    if (!config?.available) return []
    return config.hasFixedPrices
      ? (config.pricesToShow ?? [])
      : [config.minPrice, config.maxPrice].filter((v): v is number => typeof v === 'number')
  })
}

const decimalAmount = (cents: number) => toUnits(cents).toFixed(2)

/** schema.org Product (with its price range) and BreadcrumbList of a product page. */
export function productJsonLd({ product, path, baseUrl, currency, breadcrumbs }: Input) {
  const url = (to: string) => new URL(to, baseUrl).toString()
  const image = typeof product.image === 'object' && product.image?.url ? product.image.url : null
  const prices = amounts(product)
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      url: url(path),
      ...(product.description ? { description: product.description } : {}),
      ...(image ? { image: url(image) } : {}),
      ...(prices.length
        ? {
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: currency,
              lowPrice: decimalAmount(Math.min(...prices)),
              highPrice: decimalAmount(Math.max(...prices)),
              availability: 'https://schema.org/InStock',
            },
          }
        : {}),
    },
    breadcrumbJsonLd(breadcrumbs, baseUrl),
  ]
}
