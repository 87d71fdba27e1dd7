import type { CartOrder } from '@/commerce/client/cart-order'
import type { PlacedOrderView } from '@/commerce/widgets/checkout/order'

import { type GatewayBody, interceptGateway } from '../gateway-fetch'
import { checkoutInfo } from './fixtures'

/**
 * works: the cart loads and placeOrder answers a payment page (kept in the story, '#');
 * refuses: placeOrder refuses the postal code, as the gateway would; stranger: placedOrder
 * answers the status only, as to a browser that is not the order's; down: 502.
 */
export type CheckoutGatewayMode = 'works' | 'refuses' | 'stranger' | 'down'

/** The checkout's operations for one cart and one placed order, 400 ms after the question. */
export function mockCheckoutGateway(
  mode: CheckoutGatewayMode,
  order: CartOrder,
  placed: PlacedOrderView | null = null,
): () => void {
  const refused = {
    orderUuid: null,
    redirectUrl: null,
    errors: [
      {
        code: 1000,
        message: 'Code postal inconnu.',
        referencedRequestParameter: 'input.billingAddress.postCode',
      },
    ],
  }
  const started = { orderUuid: placed?.uuid ?? null, redirectUrl: '#paiement', errors: [] }
  const answers: Record<string, () => unknown> = {
    getUserInfo: () => ({ getUserInfo: { user: null, errors: [] } }),
    Cart: () => ({ cartV2: { order, errors: [] } }),
    CartQuantity: () => ({ cartQuantity: { order, errors: [] } }),
    Checkout: () => ({ checkout: { checkout: checkoutInfo(order), errors: [] } }),
    PlacedOrder: () => ({
      placedOrder: {
        order: mode === 'stranger' ? null : placed,
        orderStatus: placed && {
          uuid: placed.uuid,
          orderNumber: placed.orderNumber,
          status: placed.status,
          paymentStatus: placed.paymentStatus,
        },
        errors: [],
      },
    }),
    PlaceOrder: () => ({ placeOrder: mode === 'refuses' ? refused : started }),
    PayOrder: () => ({ payOrder: started }),
  }
  return interceptGateway((body: GatewayBody) => {
    if (mode === 'down') return new Response('Bad gateway', { status: 502 })
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? ''
    const answer = answers[operation]
    if (!answer) return Response.json({ errors: [{ message: `No mock for ${operation}` }] })
    return Response.json({ data: answer() })
  }, 400)
}
