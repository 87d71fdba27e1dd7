import { createTranslator } from 'next-intl'

import { cartQuantityCount } from '@/commerce/client/cart-count'
import { CartQuantityDocument } from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'
import type { Locale } from '@/i18n/routing'

/** Who asks, and the Basket.label message that turns the count into the link's name. */
export type BasketCountSource = {
  locale: Locale
  storeID: number
  countryCode: string
  labelMessage: string
}

export type BasketCount = { count: number; label: string }

/**
 * The header count (cartQuantity, spec §7) and the name that says it. Loaded only for shoppers
 * with a basket, with the formatter it needs. Null when the gateway answers with errors: the
 * header keeps what it shows rather than interrupt with a modal.
 */
export async function fetchBasketCount(source: BasketCountSource): Promise<BasketCount | null> {
  const { locale, storeID, countryCode, labelMessage } = source
  const userData = { language: locale, storeID, countryCode, redeemToken: null }
  const { cartQuantity } = await gatewayRequest(CartQuantityDocument, {}, { userData })
  if (cartQuantity.errors.length > 0) return null
  const count = cartQuantityCount(cartQuantity.order)
  const t = createTranslator({ locale, messages: { Basket: { label: labelMessage } } })
  return { count, label: t('Basket.label', { count }) }
}
