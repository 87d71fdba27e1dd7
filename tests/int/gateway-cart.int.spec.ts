import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { type PackageInput, shopper, totalsOf } from './cart-shopper'
import { postToGateway } from './gateway-request'

let payload: Payload
/** A card sold digital (10–150 €, any whole amount) and physical (20, 30, 50, 100, 150 €). */
let card: string
let apple: string
let spare: string
const packaging: Record<string, string> = {}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const { docs } = await payload.find({
    collection: 'products',
    where: {
      productType: { equals: 'giftcard' },
      appleType: { equals: false },
      'digital.hasFixedPrices': { equals: false },
      'physical.available': { equals: true },
    },
    sort: 'title',
    limit: 2,
    depth: 0,
  })
  card = String(docs[0]!.id)
  spare = String(docs[1]!.id)
  const apples = await payload.find({
    collection: 'products',
    where: { appleType: { equals: true } },
    limit: 1,
  })
  apple = String(apples.docs[0]!.id)
  const options = await payload.find({
    collection: 'packaging-options',
    locale: 'fr',
    pagination: false,
  })
  for (const option of options.docs) packaging[option.title] = String(option.id)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

const digital = (amount: number, more: Partial<PackageInput> = {}): PackageInput => ({
  productId: card,
  deliveryType: 'DIGITAL',
  amount,
  qty: 1,
  deliveryMode: 'DEFAULT',
  ...more,
})
const physical = (amount: number, more: Partial<PackageInput> = {}): PackageInput => ({
  ...digital(amount, more),
  deliveryType: 'PHYSICAL',
  ...more,
})
const alice = { name: 'Alice Martin', email: 'alice@example.fr' }
const bob = { name: 'Bob Durand', email: 'bob@example.fr' }
const address = {
  name: 'Chloé Petit',
  street: 'rue des Lilas',
  houseNumber: 12,
  postCode: '75011',
  city: 'Paris',
  countryCode: 'FR',
}

describe('the basket over HTTP', () => {
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
    const { order } = await ann.add(physical(2000))
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

  it('refuses to order an empty basket (2033)', async () => {
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

describe('stale baskets', () => {
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
