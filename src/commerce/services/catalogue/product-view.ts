import { toUnits } from '@/commerce/domain/money'
import { contentPath } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'
import type { Product as ProductDoc } from '@/payload-types'

import type {
  DonationProduct,
  GiftcardProduct,
  Money,
  Variation,
  VariationConfig,
  VariationType,
} from '@/commerce/contract/types'
import { backgroundColor, image } from '@/commerce/contract/media'

type Config = ProductDoc['digital']

/**
 * The product fields the gateway shows, and the image fields it populates: reading only these
 * keeps Payload from loading each product's blocks, categories and SEO data (a list of 16 went from
 * dozens of queries to a handful).
 */
export const productSelect = {
  title: true,
  description: true,
  slug: true,
  productType: true,
  appleType: true,
  image: true,
  backgroundColor: true,
  showHand: true,
  showShadow: true,
  fixedValues: true,
  redeemData: true,
  digital: true,
  physical: true,
} as const

/** A product as read with productSelect. */
export type SelectedProduct = Pick<ProductDoc, 'id' | keyof typeof productSelect>

const money = (currency: string) => (value: number | null | undefined) =>
  typeof value === 'number' ? { currency, value } : null

function variationConfig(config: Config, toMoney: ReturnType<typeof money>): VariationConfig {
  return {
    available: Boolean(config?.available),
    hasFixedPrices: Boolean(config?.hasFixedPrices),
    pricesToShow: (config?.pricesToShow ?? []).map((value) => toMoney(value)!),
    minPrice: toMoney(config?.minPrice),
    maxPrice: toMoney(config?.maxPrice),
  }
}

/** One variation per fixed price, or one open-amount variation, per available delivery type. */
function variations(doc: SelectedProduct, toMoney: ReturnType<typeof money>): Variation[] {
  return (['digital', 'physical'] as VariationType[]).flatMap((type) => {
    const config = doc[type]
    if (!config?.available) return []
    const prices: (number | null)[] = config.hasFixedPrices ? (config.pricesToShow ?? []) : [null]
    return prices.map((price) => ({
      id: `${doc.id}:${type}:${price ?? 'custom'}`,
      title: doc.title,
      sku: config.sku ? `${config.sku}${price === null ? '' : `-${toUnits(price)}`}` : null,
      variationType: type,
      price: toMoney(price),
    }))
  })
}

/** A Payload product as the gateway shows it (spec §3), amounts in the store's currency. */
export function toProduct(
  doc: SelectedProduct,
  locale: Locale,
  currency: string,
  defaultLocale: Locale,
): GiftcardProduct | DonationProduct {
  const toMoney = money(currency)
  const redeem = doc.redeemData
  const common = {
    id: String(doc.id),
    title: doc.title,
    description: doc.description ?? null,
    path: contentPath('products', doc.slug, locale, defaultLocale),
    productType: doc.productType,
    image: image(doc.image),
    backgroundColor: backgroundColor(doc.backgroundColor),
    showHand: Boolean(doc.showHand),
    showShadow: doc.showShadow !== false,
    fixedValues: (doc.fixedValues ?? []).map((value) => toMoney(value) as Money),
    redeemData: redeem
      ? {
          title: redeem.title ?? null,
          description: redeem.description ?? null,
          minimumRemainingBalance: toMoney(redeem.minimumRemainingBalance),
          minimumAvailableCustomAmount: toMoney(redeem.minimumAvailableCustomAmount),
          maximumAvailableCustomAmount: toMoney(redeem.maximumAvailableCustomAmount),
        }
      : null,
    digitalConfig: variationConfig(doc.digital, toMoney),
    physicalConfig: variationConfig(doc.physical, toMoney),
    variations: variations(doc, toMoney),
  }
  return doc.productType === 'donation' ? common : { ...common, appleType: Boolean(doc.appleType) }
}
