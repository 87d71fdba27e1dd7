import { cartErrorCodes } from '@/commerce/domain/cart-errors'
import fr from '@/i18n/messages/fr'

import { cartLines, cartOrder } from '../../tests/fixtures/cart'
import { type GatewayBody, interceptGateway } from '../gateway-fetch'

/** filled: the three receivers; empty: no cart; outOfStock: checkCart refuses; down: 502. */
export type CartGatewayMode = 'filled' | 'empty' | 'outOfStock' | 'down'

/**
 * cartV2, cartQuantity, deleteGiftcardPackageGroup and checkCart answer from a cart kept in
 * memory, 400 ms after the question. Returns the undo.
 */
export function mockCartGateway(mode: CartGatewayMode): () => void {
  let lines = mode === 'empty' ? [] : [...cartLines]
  const order = () => (lines.length > 0 ? cartOrder(lines) : null)
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
