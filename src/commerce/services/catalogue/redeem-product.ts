import type { Payload } from 'payload'

import { toVariationConfig } from '@/collections/products/variation-config'
import { oneOfStore } from '@/collections/shared/store-scope'
import type { CartPackage } from '@/commerce/domain/cart'
import type { RedeemProductRules } from '@/commerce/domain/redeem/redeem-rules'
import type { Locale } from '@/i18n/routing'
import { memo } from '@/server/cache/memo'

import type { RedeemMainProduct } from '@/commerce/contract/types'
import { backgroundColor, image, imagePopulate } from '@/commerce/contract/media'

/** A product as the redeem shop reads it: its rules and what the holder sees of it. */
export type RedeemProduct = RedeemProductRules & {
  id: string
  title: string
  path: string
  appleType: boolean
  sku: { DIGITAL: string | null; PHYSICAL: string | null }
  outOfStock: { DIGITAL: boolean; PHYSICAL: boolean }
  /** The redeem order's view of it, amounts still in cents. */
  view: Omit<RedeemMainProduct, 'redeemData'>
  redeemData: { title: string | null; description: string | null }
}

const products = memo<RedeemProduct | null>('redeem-product')

const present = (value: string | null | undefined) => value || null

/** A product of the store's catalogue with its brand's redeem links, or null (cached a minute). */
export function redeemProduct(payload: Payload, storeId: number, id: string, locale: Locale) {
  return products([storeId, locale, id], async () => {
    const doc = await payload
      .find({
        collection: 'products',
        ...oneOfStore('products', storeId, id),
        locale,
        depth: 1,
        populate: {
          ...imagePopulate,
          brands: {
            title: true,
            iframeUrl: true,
            redirectLink: true,
            redirectTime: true,
            externalProductLink: true,
          },
        },
      })
      .then(({ docs }) => docs[0] ?? null)
      .catch(() => null)
    if (!doc) return null
    const brand = typeof doc.brand === 'object' && doc.brand ? doc.brand : null
    const link = brand?.externalProductLink
    const redeem = doc.redeemData ?? {}
    return {
      id,
      title: doc.title,
      path: doc.slug,
      productType: doc.productType,
      appleType: Boolean(doc.appleType),
      multiBrand: Boolean(doc.multiBrand),
      published: doc._status === 'published',
      digital: toVariationConfig(doc.digital),
      physical: toVariationConfig(doc.physical),
      sku: { DIGITAL: doc.digital?.sku ?? null, PHYSICAL: doc.physical?.sku ?? null },
      outOfStock: {
        DIGITAL: Boolean(doc.digital?.outOfStock),
        PHYSICAL: Boolean(doc.physical?.outOfStock),
      },
      minimumRemainingBalance: redeem.minimumRemainingBalance ?? null,
      minimumAvailableCustomAmount: redeem.minimumAvailableCustomAmount ?? null,
      maximumAvailableCustomAmount: redeem.maximumAvailableCustomAmount ?? null,
      redeemData: { title: present(redeem.title), description: present(redeem.description) },
      view: {
        id,
        title: doc.title,
        path: doc.slug,
        productType: doc.productType,
        image: image(doc.image),
        backgroundColor: backgroundColor(doc.backgroundColor),
        brand: brand && {
          id: String(brand.id),
          title: brand.title,
          iframeUrl: present(brand.iframeUrl),
          redirectLink: present(brand.redirectLink),
          redirectTime: brand.redirectTime ?? null,
          externalProductLink:
            link?.title && link.url ? { title: link.title, url: link.url } : null,
        },
      },
    }
  })
}

/** The products of some chosen cards by id (null: gone from the catalogue). */
export type RedeemProducts = Map<string, RedeemProduct | null>

/** The products of `packages`, each read once. */
export async function redeemProducts(
  payload: Payload,
  storeId: number,
  locale: Locale,
  packages: CartPackage[],
): Promise<RedeemProducts> {
  const ids = [...new Set(packages.map((item) => item.productId))]
  const found = await Promise.all(ids.map((id) => redeemProduct(payload, storeId, id, locale)))
  return new Map(ids.map((id, index) => [id, found[index] ?? null]))
}
