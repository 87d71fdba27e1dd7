import type { Payload } from 'payload'

import { toVariationConfig } from '@/collections/products/variation-config'
import type { PackageProduct } from '@/commerce/domain/package'
import type { Fees } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'
import type { PackagingOption } from '@/payload-types'
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

/** A published product as the cart needs it, or null. */
export function cartProduct(payload: Payload, id: string, locale: Locale) {
  return products([locale, id], async () => {
    const doc = await payload
      .findByID({
        collection: 'products',
        id: Number(id),
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
        disableErrors: true,
      })
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

const options = memo<PackagingOption[]>('cart-packaging')

/** Wrappers and gift packing on offer, cached a minute. */
export const packagingOptions = (payload: Payload, locale: Locale) =>
  options([locale], async () => {
    const { docs } = await payload.find({
      collection: 'packaging-options',
      where: { available: { equals: true } },
      locale,
      depth: 0,
      pagination: false,
      select: { title: true, kind: true, price: true, sku: true, withWine: true },
    })
    return docs as PackagingOption[]
  })

export type CartSettings = {
  currency: string
  fees: Fees
  testCards: boolean
  /** The ways to pay the checkout offers, in the store's order. */
  paymentMethods: string[]
}

const settings = memo<CartSettings>('cart-settings')

/** The store's currency, fees, test-card toggle and payment methods, cached a minute. */
export const cartSettings = (payload: Payload, storeId: number) =>
  settings([storeId], async () => {
    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: storeId } },
      depth: 0,
      limit: 1,
      pagination: false,
      select: { currency: true, fees: true, toggles: true, paymentMethods: true },
    })
    const store = docs[0]
    if (!store) throw new Error(`Store ${storeId} does not exist`)
    return {
      currency: store.currency,
      fees: store.fees,
      testCards: Boolean(store.toggles?.testCards),
      paymentMethods: store.paymentMethods ?? [],
    }
  })

/** The store's currency, from its cart settings (the same minute-long memo, dropped on a change). */
export const storeCurrency = async (payload: Payload, storeId: number): Promise<string> =>
  (await cartSettings(payload, storeId)).currency
