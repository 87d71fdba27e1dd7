import type { Payload } from 'payload'

import type { OrderFlow } from '@/commerce/domain/orders/placed-order'
import { siteUrl, storeSite } from '@/commerce/services/store'
import { type Href, localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { serverEnv } from '@/server/env'

import { orderAccessToken, withOrderAccess } from './access-token'

/** A file of this deployment (a card's image) as an absolute URL. */
export const absoluteUrl = (path: string) => `${serverEnv().SERVER_URL.replace(/\/$/, '')}${path}`

/**
 * A page of store `storeId` in a language, as a link in an e-mail or a provider's return (on
 * the shopper's `host` when it is one of the store's).
 */
export async function storePageUrl(
  payload: Payload,
  storeId: number,
  locale: Locale,
  href: Href,
  query = '',
  host?: string | null,
): Promise<string> {
  const site = await storeSite(payload, storeId, host)
  return siteUrl(site, `${localizedPath(locale, href, site.defaultLocale)}${query}`)
}

/**
 * The page an order's e-mail opens, with the token that opens it: a redeem order's own
 * confirmation (the exchange's page, /verifier-solde/paiement/?order=…), any other order's page
 * of the checkout (/paiement/<uuid>/).
 */
export async function orderPageUrl(
  payload: Payload,
  order: { uuid: string; flow: OrderFlow; storeId: number },
  locale: Locale,
): Promise<string> {
  if (order.flow === 'redeem') {
    const query = `?order=${encodeURIComponent(order.uuid)}&access=${orderAccessToken(order.uuid)}`
    return storePageUrl(payload, order.storeId, locale, '/redeem/payment', query)
  }
  const page = { pathname: '/checkout/[orderUuid]' as const, params: { orderUuid: order.uuid } }
  return withOrderAccess(await storePageUrl(payload, order.storeId, locale, page), order.uuid)
}
