import { describe, expect, it, onTestFinished } from 'vitest'

import { type PackageInput, shopper, totalsOf } from './cart-shopper'
import {
  address,
  alice,
  apple,
  digital,
  packaging,
  payload,
  physical,
  spare,
  setUpCartCatalogue,
} from './cart-catalogue'

setUpCartCatalogue()

describe('limits and error codes', () => {
  it('refuses Apple-type cards outside 10 to 250 € and above 500 € in one order (2015)', async () => {
    const ann = shopper()
    const tooBig = await ann.add({ ...digital(26_000), productId: apple })
    expect(tooBig.errors[0]).toMatchObject({
      code: 1000,
      referencedRequestParameter: 'package.amount',
    })
    expect((await ann.add({ ...digital(25_000), productId: apple })).errors).toEqual([])
    expect((await ann.add({ ...digital(25_000), productId: apple })).errors).toEqual([])
    const over = await ann.add({ ...digital(1000), productId: apple })
    expect(over.errors).toEqual([
      {
        code: 2015,
        message: expect.stringContaining('500 euros par commande'),
        referencedRequestParameter: null,
      },
    ])
    expect(over.order!.itemsQty).toBe(2)
  })

  it('refuses more than 50 gift cards in one order (2030)', async () => {
    const ann = shopper()
    expect((await ann.add(digital(1000, { qty: 50 }))).errors).toEqual([])
    const answer = await ann.add(digital(2000))
    expect(answer.errors.map((error) => error.code)).toEqual([2030])
    expect(answer.order!.itemsQty).toBe(50)
  })

  it('refuses a card out of stock (2031) and a test card (2032), also when ordering', async () => {
    const ann = shopper()
    expect((await ann.add({ ...physical(2000), productId: spare })).errors).toEqual([])
    // The other files of the run share the database: the spare card is sold again afterwards.
    onTestFinished(async () => {
      await payload.update({
        collection: 'products',
        id: Number(spare),
        data: { testCard: false, physical: { outOfStock: false } },
        context: { disableRevalidate: true },
      })
    })
    await payload.update({
      collection: 'products',
      id: Number(spare),
      data: { physical: { outOfStock: true } },
      context: { disableRevalidate: true },
    })
    const refused = await shopper().add({ ...physical(2000), productId: spare })
    expect(refused.errors[0]).toMatchObject({
      code: 2031,
      referencedRequestParameter: 'package.deliveryType',
    })
    expect((await ann.check()).errors.map((error) => error.code)).toEqual([2031])
    await payload.update({
      collection: 'products',
      id: Number(spare),
      data: { testCard: true, physical: { outOfStock: false } },
      context: { disableRevalidate: true },
    })
    expect((await shopper().add({ ...physical(2000), productId: spare })).errors[0]?.code).toBe(
      2032,
    )
    expect((await ann.check()).errors.map((error) => error.code)).toEqual([2032])
  })

  it('refuses to order an empty cart (2033)', async () => {
    const ann = shopper()
    expect((await ann.check()).errors.map((error) => error.code)).toEqual([2033])
    const { order } = await ann.add(digital(1500))
    await ann.remove(order!.packagesGroups[0]!.tag)
    expect((await ann.check()).errors.map((error) => error.code)).toEqual([2033])
  })

  it('refuses amounts the product does not sell, and options it does not have', async () => {
    const ann = shopper()
    expect((await ann.add(digital(-500))).errors[0]).toMatchObject({
      referencedRequestParameter: 'package.amount',
      message: 'Le montant ne peut pas être négatif.',
    })
    expect((await ann.add(digital(100_000))).errors[0]?.message).toMatch(
      /^Choisissez un montant entre 10\s€ et 150\s€\.$/,
    )
    expect((await ann.add(physical(2500))).errors[0]?.referencedRequestParameter).toBe(
      'package.amount',
    )
    expect(
      (await ann.add(digital(2500, { giftPackingId: packaging['Boîte cadeau'] }))).errors[0]
        ?.referencedRequestParameter,
    ).toBe('package.giftPackingId')
    expect(
      (await ann.add(digital(2500, { wrapperId: packaging['Enveloppe dorée'] }))).errors[0]
        ?.referencedRequestParameter,
    ).toBe('package.wrapperId')
    const split = await ann.add(
      digital(2500, {
        qty: 2,
        deliveryMode: 'SPLIT',
        receivers: [alice, { name: 'X', email: 'no' }],
      }),
    )
    expect(split.errors[0]).toMatchObject({
      code: 1000,
      referencedRequestParameter: 'package.receivers.1.email',
    })
    expect(await ann.cart()).toEqual({ order: null, errors: [] })
  })
})

describe('totals, exact to the cent', () => {
  const wrap = () => packaging['Carte de vœux festive']
  const box = () => packaging['Boîte cadeau']
  const gold = () => packaging['Enveloppe dorée']
  // subTotal, shipping, service fee 150, grand total, and the total without the VAT (20 %) inside
  // wrappers, packing, postage and the fee.
  it.each<[string, () => PackageInput[], [number, number, number, number]]>([
    ['one e-card', () => [digital(1000)], [1000, 0, 1150, 1125]],
    ['three e-cards of 33 €', () => [digital(3300, { qty: 3 })], [9900, 0, 10_050, 10_025]],
    ['a posted card', () => [physical(2000)], [2000, 195, 2345, 2287]],
    [
      'a posted card, wrapped and boxed, twice',
      () => [physical(3000, { qty: 2, wrapperId: wrap(), giftPackingId: box() })],
      [7090, 195, 7435, 7196],
    ],
    [
      'posted cards above 300 € go registered',
      () => [physical(15_000, { qty: 3 })],
      [45_000, 895, 46_045, 45_871],
    ],
    [
      'two receivers by post pay postage twice',
      () => [physical(5000, { deliveryMode: 'SINGLE', receivers: [address] }), physical(5000)],
      [10_000, 390, 10_540, 10_450],
    ],
    [
      'e-cards and a gold envelope',
      () => [digital(1500, { qty: 2 }), physical(10_000, { wrapperId: gold() })],
      [13_250, 195, 13_595, 13_496],
    ],
  ])('%s', async (_, packages, [subTotal, shipping, grandTotal, withoutTax]) => {
    const ann = shopper()
    let answer
    for (const input of packages()) answer = await ann.add(input)
    expect(answer!.errors).toEqual([])
    expect(totalsOf(answer!.order!)).toEqual({
      subTotal,
      shipping,
      serviceFee: 150,
      grandTotal,
      withoutTax,
    })
  })
})

describe('registered mail with wine (spec §9)', () => {
  it('sends a posted card packed with wine registered, whatever its value', async () => {
    const wine = await payload.create({
      collection: 'packaging-options',
      locale: 'fr',
      depth: 0,
      data: {
        title: 'Coffret et bouteille de vin',
        kind: 'GIFT_PACKING',
        price: 1500,
        withWine: true,
      },
    })
    onTestFinished(() =>
      payload.delete({ collection: 'packaging-options', id: wine.id }).then(() => {}),
    )
    const ann = shopper()
    const answer = await ann.add(physical(2000, { giftPackingId: String(wine.id) }))
    expect(answer.errors).toEqual([])
    // 20 € card + 15 € box; postage 8,95 € registered (not 1,95 €); fee 1,50 €. VAT 20 % inside
    // the box, postage and fee: 25,45 € × 20/120 = 4,24 €.
    expect(totalsOf(answer.order!)).toEqual({
      subTotal: 3500,
      shipping: 895,
      serviceFee: 150,
      grandTotal: 4545,
      withoutTax: 4121,
    })
  })
})
