import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import fr from '@/i18n/messages/fr'

import { basketLines, basketOrder } from '../../tests/fixtures/basket'
import { type GatewayBody, interceptGateway } from '../gateway-fetch'

/** filled: the three receivers; empty: no basket; outOfStock: checkCart refuses; down: 502. */
export type BasketGatewayMode = 'filled' | 'empty' | 'outOfStock' | 'down'

/**
 * cartV2, cartQuantity, deleteGiftcardPackageGroup and checkCart answer from a basket kept in
 * memory, 400 ms after the question. Returns the undo.
 */
export function mockBasketGateway(mode: BasketGatewayMode): () => void {
  let lines = mode === 'empty' ? [] : [...basketLines]
  const order = () => (lines.length > 0 ? basketOrder(lines) : null)
  const answers: Record<string, (body: GatewayBody) => unknown> = {
    Cart: () => ({ cartV2: { order: order(), errors: [] } }),
    CartQuantity: () => ({ cartQuantity: { order: order(), errors: [] } }),
    DeleteGiftcardPackageGroup: ({ variables }) => {
      lines = lines.filter((line) => line.tag !== variables.shipmentTag)
      return { deleteGiftcardPackageGroup: { order: order(), errors: [] } }
    },
    CheckCart: () => ({
      checkCart:
        mode === 'outOfStock'
          ? {
              order: order(),
              errors: [
                {
                  code: cartErrorCodes.outOfStock,
                  message: fr.Validation.outOfStock,
                  referencedRequestParameter: null,
                },
              ],
            }
          : { order: order(), errors: [] },
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
