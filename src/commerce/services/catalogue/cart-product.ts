import type { Payload } from 'payload'

import { toVariationConfig } from '@/collections/products/variation-config'
import { oneOfStore } from '@/collections/shared/store-scope'
import type { PackageProduct } from '@/commerce/domain/package'
import type { Locale } from '@/i18n/routing'
import { memo } from '@/server/cache/memo'

import { backgroundColor, imagePopulate } from '@/commerce/contract/media'

export type CartProduct = PackageProduct & {
  id: string
  title: string
  /** The cards a blank pack holds (1 for other products). */
  cardsPerPack: number
  path: string
  image: { url: string; alt: string } | null
  color: { color: string; opacity: number }
  testCard: boolean
  outOfStock: { DIGITAL: boolean; PHYSICAL: boolean }
  sku: { DIGITAL: string | null; PHYSICAL: string | null }
}

const products = memo<CartProduct | null>('cart-product')

/** A published product of the store as the cart needs it, or null (kept a minute). */
export function cartProduct(payload: Payload, storeId: number, id: string, locale: Locale) {
  return products([storeId, locale, id], async () => {
    const doc = await payload
      .find({
        collection: 'products',
        // Another store's product is no product here: the cart refuses it as unknown.
        ...oneOfStore('products', storeId, id),
        locale,
        depth: 1,
        select: {
          title: true,
          slug: true,
          productType: true,
          cardsPerPack: true,
          appleType: true,
          testCard: true,
          image: true,
          backgroundColor: true,
          digital: true,
          physical: true,
          _status: true,
        },
        populate: imagePopulate,
      })
      .then(({ docs }) => docs[0] ?? null)
      .catch(() => null)
    if (!doc || doc._status !== 'published') return null
    const media = typeof doc.image === 'object' ? doc.image : null
    return {
      id,
      title: doc.title,
      path: doc.slug,
      productType: doc.productType,
      cardsPerPack: doc.cardsPerPack ?? 1,
      appleType: Boolean(doc.appleType),
      digital: toVariationConfig(doc.digital),
      physical: toVariationConfig(doc.physical),
      image: media?.url ? { url: media.url, alt: media.alt } : null,
      color: backgroundColor(doc.backgroundColor),
      testCard: Boolean(doc.testCard),
      outOfStock: {
        DIGITAL: Boolean(doc.digital?.outOfStock),
        PHYSICAL: Boolean(doc.physical?.outOfStock),
      },
      sku: { DIGITAL: doc.digital?.sku ?? null, PHYSICAL: doc.physical?.sku ?? null },
    }
  })
}
