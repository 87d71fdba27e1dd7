import { describe, expect, it } from 'vitest'

import { shopper, totalsOf } from './cart-shopper'
import { postToGateway } from './gateway-request'
import {
  alice,
  bob,
  digital,
  packaging,
  payload,
  physical,
  setUpCartCatalogue,
} from './cart-catalogue'

setUpCartCatalogue()

describe('the cart over HTTP', () => {
  it('starts empty, and belongs to the shopper whose HTTP-only cookie names it', async () => {
    const ann = shopper()
    expect(await ann.cart()).toEqual({ order: null, errors: [] })
    const added = await ann.add(
      digital(2500, {
        qty: 2,
        deliveryMode: 'SPLIT',
        message: 'Joyeux anniversaire !',
        receivers: [alice, bob],
      }),
    )
    expect(added.errors).toEqual([])
    expect(ann.setCookies.find((line) => line.startsWith('cart='))).toMatch(
      /HttpOnly; Path=\/; Max-Age=\d+; SameSite=Lax/,
    )
    const withPost = await ann.add(
      physical(5000, {
        wrapperId: packaging['Carte de vœux festive'],
        giftPackingId: packaging['Boîte cadeau'],
      }),
    )
    expect(withPost.errors).toEqual([])
    const order = withPost.order!
    expect(order.itemsQty).toBe(3)
    expect(
      order.packagesGroups.map((group) => [group.receiverTitle, group.qty, group.totalPrice.value]),
    ).toEqual([
      ['Alice Martin', 1, 2500],
      ['Bob Durand', 1, 2500],
      ['Pour vous, par la poste', 1, 5545],
    ])
    expect(totalsOf(order)).toEqual({
      subTotal: 10_545,
      shipping: 195,
      serviceFee: 150,
      grandTotal: 10_890,
      withoutTax: 10_742,
    })
    const count = await ann.quantity()
    expect(
      count.order!.shipments.flatMap((shipment) =>
        shipment.packages.map((item) => item.giftcard.qty),
      ),
    ).toEqual([1, 1, 1])
    expect(await shopper().cart()).toEqual({ order: null, errors: [] })
    expect((await ann.cart()).order!.id).toBe(order.id)
  })

  it('deletes a receiver group and answers the new totals', async () => {
    const ann = shopper()
    await ann.add(digital(2500, { qty: 2, deliveryMode: 'SPLIT', receivers: [alice, bob] }))
    const { order, errors } = await ann.add(physical(2000))
    expect(errors).toEqual([])
    const bobs = order!.packagesGroups.find((group) => group.receiverTitle === 'Bob Durand')!
    const after = await ann.remove(bobs.tag, bobs.packageId!)
    expect(after.errors).toEqual([])
    expect(after.order!.itemsQty).toBe(2)
    expect(totalsOf(after.order!)).toMatchObject({ subTotal: 4500, grandTotal: 4500 + 195 + 150 })
    expect((await ann.remove(bobs.tag)).errors[0]).toMatchObject({
      code: 1404,
      referencedRequestParameter: 'shipmentTag',
    })
  })

  it('adds the same choice to the same receiver by raising its quantity, and updates a package', async () => {
    const ann = shopper()
    await ann.add(digital(3000))
    const { order } = await ann.add(digital(3000, { qty: 2 }))
    expect(order!.packagesGroups).toHaveLength(1)
    expect(order!.itemsQty).toBe(3)
    const id = order!.packagesGroups[0]!.packageId!
    const updated = await ann.update(
      id,
      digital(4000, { qty: 1, deliveryMode: 'SINGLE', receivers: [alice] }),
    )
    expect(updated.errors).toEqual([])
    expect(
      updated.order!.packagesGroups.map((group) => [group.receiverTitle, group.totalPrice.value]),
    ).toEqual([['Alice Martin', 4000]])
  })

  it('saves a package in place: same id, same place among the lines, new quantity and totals', async () => {
    const ann = shopper()
    const first = await ann.add(digital(2500, { deliveryMode: 'SINGLE', receivers: [alice] }))
    const id = first.order!.packagesGroups[0]!.packageId!
    await ann.add(physical(2000))
    const raised = await ann.update(
      id,
      digital(2500, { qty: 3, deliveryMode: 'SINGLE', receivers: [alice] }),
    )
    expect(raised.errors).toEqual([])
    expect(raised.order!.packagesGroups.map((group) => [group.packageId, group.qty])).toEqual([
      [id, 3],
      [expect.any(String), 1],
    ])
    expect(raised.order!.itemsQty).toBe(4)
    expect(totalsOf(raised.order!)).toMatchObject({ subTotal: 3 * 2500 + 2000 })
    expect((await ann.quantity()).order!.itemsQty).toBe(4)

    // Another receiver moves the package to their line, still under its id.
    const moved = await ann.update(
      id,
      digital(2500, { qty: 3, deliveryMode: 'SINGLE', receivers: [bob] }),
    )
    expect(moved.order!.packagesGroups[0]).toMatchObject({
      packageId: id,
      receiverTitle: 'Bob Durand',
    })
    expect((await ann.update(crypto.randomUUID(), digital(2500))).errors[0]?.code).toBe(1404)
  })

  it('refuses requests another site makes the browser send', async () => {
    const { status } = await postToGateway(
      { query: '{ __typename }' },
      { 'sec-fetch-site': 'cross-site', cookie: 'cart=x' },
    )
    expect(status).toBe(403)
  })
})

describe('the personal note', () => {
  it.each([
    ['an emoji', 'Bon anniversaire 🎉', 'La note personnelle ne peut pas contenir d’émoji.'],
    ['151 characters', 'a'.repeat(151), 'La note personnelle compte 150 caractères au maximum.'],
    ['nothing', '  ', 'La note personnelle est vide'],
  ])('is refused with %s, naming the parameter (code 2034)', async (_, message, text) => {
    const ann = shopper()
    const answer = await ann.add(digital(2500, { message }))
    expect(answer.errors).toEqual([
      { code: 2034, message: text, referencedRequestParameter: 'package.message' },
    ])
    expect(answer.order).toBeNull()
  })

  it('takes 150 characters, accents counted once', async () => {
    const answer = await shopper().add(digital(2500, { message: 'é'.normalize('NFD').repeat(150) }))
    expect(answer.errors).toEqual([])
  })
})

describe('stale carts', () => {
  it('are purged by the daily job once their cookie has expired; others stay', async () => {
    const old = shopper()
    const fresh = shopper()
    const { order: stale } = await old.add(digital(2000))
    const { order: kept } = await fresh.add(digital(2000))
    await payload.db.pool.query(
      `UPDATE orders SET updated_at = now() - interval '61 days' WHERE uuid = $1`,
      [stale!.id],
    )
    await payload.jobs.queue({ task: 'purgeStaleCarts', input: {} })
    await payload.jobs.run()
    expect((await old.cart()).order).toBeNull()
    expect((await fresh.cart()).order!.id).toBe(kept!.id)
  })
})
