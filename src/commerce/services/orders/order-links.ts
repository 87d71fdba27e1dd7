import type { OrderFlow } from '@/commerce/domain/orders/placed-order'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { serverEnv } from '@/server/env'

import { orderAccessToken, withOrderAccess } from './access-token'

export const absoluteUrl = (path: string) => `${serverEnv().SERVER_URL.replace(/\/$/, '')}${path}`

/**
 * The page an order's e-mail opens, with the token that opens it: a redeem order's own
 * confirmation (the exchange's page, /verifier-solde/paiement/?order=…), any other order's page
 * of the checkout (/paiement/<uuid>/).
 */
export function orderPageUrl(order: { uuid: string; flow: OrderFlow }, locale: Locale): string {
  if (order.flow === 'redeem') {
    const query = `order=${encodeURIComponent(order.uuid)}&access=${orderAccessToken(order.uuid)}`
    return absoluteUrl(`${localizedPath(locale, '/redeem/payment')}?${query}`)
  }
  const path = localizedPath(locale, {
    pathname: '/checkout/[orderUuid]',
    params: { orderUuid: order.uuid },
  })
  return absoluteUrl(withOrderAccess(path, order.uuid))
}
