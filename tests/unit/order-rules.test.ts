import { describe, expect, it } from 'vitest'

import type { CartPackage } from '@/commerce/domain/cart'
import { orderErrorKey, paymentErrorCode } from '@/commerce/domain/orders/order-errors'
import { reorderInput } from '@/commerce/services/orders/reorder'

describe('payment return codes', () => {
  it.each([
    ['failed', null, 2037],
    ['failed', 'fraud', 2035],
    ['canceled', null, 2038],
    ['expired', null, 2039],
    ['paid', null, null],
    ['pending', null, null],
    ['open', null, null],
  ])('%s (%s) comes back as %s', (status, reason, code) => {
    expect(paymentErrorCode(status, reason)).toBe(code)
  })

  it('names each code once', () => {
    expect(orderErrorKey(2036)).toBe('retryLimit')
    expect(orderErrorKey(2032)).toBeUndefined()
  })
})

const now = new Date('2026-11-23T10:00:00Z')
const item: CartPackage = {
  id: 'p1',
  productId: '12',
  productType: 'giftcard',
  appleType: false,
  title: 'Bistrot du port',
  path: 'bistrot-du-port',
  image: null,
  color: { color: '#fff', opacity: 1 },
  sku: null,
  deliveryType: 'DIGITAL',
  amount: 2500,
  qty: 1,
  wrapper: { id: '4', title: 'Enveloppe', price: 150 },
  giftPacking: null,
  message: 'Bon anniversaire',
  deliveryMode: 'SPLIT',
  receiver: { name: 'Alice', email: 'alice@example.fr', deliveryDate: '2026-11-01T09:00:00Z' },
}

describe('reordering a placed package', () => {
  it('keeps card, amount, options and receiver, as one card for that receiver', () => {
    const input = reorderInput(item, now)
    expect(input.success).toBe(true)
    expect(input.data).toMatchObject({
      productId: '12',
      amount: 2500,
      qty: 1,
      wrapperId: '4',
      message: 'Bon anniversaire',
      deliveryMode: 'SINGLE',
      receivers: [{ name: 'Alice', email: 'alice@example.fr', deliveryDate: null }],
    })
  })

  it('keeps a scheduled moment still to come, and sends the buyer’s own cards to the buyer', () => {
    const later = { ...item.receiver!, deliveryDate: '2026-12-24T08:00:00.000Z' }
    expect(reorderInput({ ...item, receiver: later }, now).data?.receivers).toEqual([later])
    const own = reorderInput({ ...item, receiver: null, deliveryMode: 'DEFAULT', qty: 3 }, now)
    expect(own.data).toMatchObject({ deliveryMode: 'DEFAULT', qty: 3, receivers: [] })
  })
})
