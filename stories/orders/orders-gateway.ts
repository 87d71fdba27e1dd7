import { SESSION_HINT_COOKIE } from '@/commerce/client/session-hint'

import { camille } from '../../tests/fixtures/account'
import { packs, paidOrder, reorderOrder, summaries } from '../../tests/fixtures/orders'
import { type GatewayBody, interceptGateway } from '../gateway-fetch'

/** works: orders and calls succeed; empty: no orders yet; refuses: a card is out of stock; guest. */
export type OrdersGatewayMode = 'works' | 'empty' | 'refuses' | 'guest'

const outOfStock = { code: 2031, message: '', referencedRequestParameter: null }
const cart = { order: { id: 'cart', itemsQty: 4 }, errors: [] }
const paging = (total: number) => ({ currentPage: 1, itemsPerPage: 10, totalItems: total })

/**
 * The orders, reorder and quote operations on a logged-in customer (none for 'guest'), 400 ms
 * after the question, with the session hint cookie set. Returns the undo.
 */
export function mockOrdersGateway(mode: OrdersGatewayMode): () => void {
  const none = mode === 'empty'
  const answers: Record<string, () => unknown> = {
    getUserInfo: () => ({ getUserInfo: { user: mode === 'guest' ? null : camille, errors: [] } }),
    AccountOrders: () => ({
      customerOrders: {
        orders: none ? [] : summaries,
        paging: paging(none ? 0 : 2),
        errors: [],
      },
    }),
    AccountOrder: () => ({ placedOrder: { order: paidOrder, errors: [] } }),
    ReorderOrders: () => ({
      customerOrders: {
        orders: none ? [] : [reorderOrder],
        paging: paging(none ? 0 : 1),
        errors: [],
      },
    }),
    ReorderPackages: () => ({
      reorder: mode === 'refuses' ? { ...cart, errors: [outOfStock] } : cart,
    }),
    BlankCardPacks: () => ({
      productList: { products: packs, paging: paging(packs.length), errors: [] },
    }),
    AddGiftcardPackage: () => ({
      addGiftcardPackage: mode === 'refuses' ? { ...cart, errors: [outOfStock] } : cart,
    }),
    RequestBusinessQuote: () => ({
      requestBusinessQuote:
        mode === 'refuses'
          ? {
              status: false,
              errors: [
                {
                  code: 1000,
                  message: 'Nous ne livrons pas ce domaine.',
                  referencedRequestParameter: 'input.email',
                },
              ],
            }
          : { status: true, errors: [] },
    }),
  }
  if (mode !== 'guest') document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`
  const undo = interceptGateway((body: GatewayBody) => {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? ''
    const answer = answers[operation]
    if (!answer) return Response.json({ errors: [{ message: `No mock for ${operation}` }] })
    return Response.json({ data: answer() })
  }, 400)
  return () => {
    undo()
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`
  }
}
