import type { RedeemOrderViewFragment } from '@/commerce/client/generated/graphql'
import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import fr from '@/i18n/messages/fr'

import { type GatewayBody, interceptGateway } from '../gateway-fetch'
import { checkoutInfo } from '../checkout/fixtures'
import { digitalOrder } from '../checkout/fixtures'
import {
  brandOfProduct,
  brands,
  CARD,
  giftcard,
  payments,
  placedStatus,
  products,
  redeemOrder,
} from './redeem-fixtures'

/** works: every call answers; refuses: a wrong PIN, a refused choice; down: 502. */
export type RedeemGatewayMode = 'works' | 'refuses' | 'down'

const wrongPin = {
  code: cardErrorCodes.unknown,
  message: fr.CardErrors.unknown,
  referencedRequestParameter: null,
}
const minimum = {
  code: cardErrorCodes.redeemMinimumValue,
  message: fr.CardErrors.redeemMinimumValue.replace('{amount}', '10 €'),
  referencedRequestParameter: 'input.amount',
}

/**
 * The redeem operations for one session whose order holds `total` cents of cards; `shape`
 * changes that order (brands' links, more source cards).
 */
export function mockRedeemGateway(
  mode: RedeemGatewayMode,
  total = 4_000,
  status = 'cart',
  shape: (order: RedeemOrderViewFragment) => RedeemOrderViewFragment = (order) => order,
) {
  const order = shape(redeemOrder(total, status))
  const pinOk = (body: GatewayBody) =>
    mode === 'works' && (body.variables.card as { pin?: string } | undefined)?.pin === CARD.pin
  const answers: Record<string, (body: GatewayBody) => unknown> = {
    GiftcardInfo: (body) => ({
      giftcardInfo: pinOk(body) ? { giftcard, errors: [] } : { giftcard: null, errors: [wrongPin] },
    }),
    AddGiftcardPayment: (body) => ({
      addGiftcardPayment: pinOk(body)
        ? payments(order)
        : { ...payments(order), redeemToken: null, errors: [wrongPin] },
    }),
    CheckGiftcardPayment: () => ({ checkGiftcardPayment: payments(order) }),
    RedeemOrder: () => ({ order: { order, orderStatus: placedStatus(order), errors: [] } }),
    RedeemProducts: (body) => {
      const filters = body.variables.filters as { filterByBrand?: string[] } | undefined
      const chosen = filters?.filterByBrand ?? []
      const shown = chosen.length
        ? products.filter((item) => chosen.includes(brandOfProduct[item.id] ?? ''))
        : products
      return {
        productList: {
          products: shown,
          paging: { currentPage: 1, itemsPerPage: 16, totalItems: shown.length },
          errors: [],
        },
      }
    },
    RedeemBrands: () => ({ brandList: { brands, errors: [] } }),
    AddRedeemPackage: () => ({
      addRedeemPackage:
        mode === 'works' ? { order, errors: [] } : { order: null, errors: [minimum] },
    }),
    UpdateRedeemPackage: () => ({ updateRedeemPackage: { order, errors: [] } }),
    RemoveGiftcardPayment: () => ({ removeGiftcardPayment: payments(order) }),
    AddOriginalPackageToCart: () => ({
      addOriginalPackageToCart:
        mode === 'works'
          ? { order: { id: 'cart', itemsQty: 1 }, errors: [] }
          : { order: null, errors: [minimum] },
    }),
    Checkout: () => ({ checkout: { checkout: checkoutInfo(digitalOrder), errors: [] } }),
    PlaceRedeemOrder: () => ({
      placeRedeemOrder: {
        orderUuid: order.uuid,
        redirectUrl: total > 10_000 ? '#paiement' : null,
        errors: [],
      },
    }),
  }
  return interceptGateway((body) => {
    if (mode === 'down') return new Response('Bad gateway', { status: 502 })
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? ''
    const answer = answers[operation]
    if (!answer) return Response.json({ errors: [{ message: `No mock for ${operation}` }] })
    return Response.json({ data: answer(body) })
  }, 400)
}
