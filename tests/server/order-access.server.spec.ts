import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { orderAccessToken } from '@/commerce/services/orders/access-token'

import { blankCard } from '../e2e/card-support'
import { outbox } from '../e2e/checkout-support'
import { cardFromOutbox } from '../e2e/redeem-support'
import { waitForEmail } from '../support/outbox'
import { logIn, signedUpCustomer } from './support/accounts'
import { ERRORS, ServerClient } from './support/client'
import {
  type BuyerDetails,
  buyerDetails,
  payOnSimulator,
  payOrder,
  paymentsOf,
  personalParts,
  placeOrder,
  productId,
  readOrder,
} from './support/orders'
import { activate, placeRedeemOrder, readRedeemOrder } from './support/redeem'

test.describe.configure({ timeout: 180_000 })

let product: string
test.beforeAll(async () => {
  product = await productId('bistrot-du-port')
})

const codes = (errors: { code: number; referencedRequestParameter: string | null }[]) =>
  errors.map((error) => [error.code, error.referencedRequestParameter])

/** Nothing of the buyer anywhere in the answer, and the status only. */
function expectStatusOnly(answer: { order: unknown; body: string }, buyer: BuyerDetails) {
  expect(answer.order).toBeNull()
  for (const part of personalParts(buyer)) expect(answer.body).not.toContain(part)
}

const ownDetails = (buyer: BuyerDetails) => ({
  firstName: buyer.firstName,
  lastName: buyer.lastName,
  email: buyer.email,
  phoneNumber: buyer.phoneNumber,
  street: buyer.street,
})

test.describe('point 4: an order’s personal data goes to its owner only', () => {
  test('another client with the uuid reads the status only; the placing client reads it all', async () => {
    const buyer = buyerDetails()
    const placer = new ServerClient()
    const placed = await placeOrder(placer, buyer, product)
    const cookie = placed.answer.headers.getSetCookie().find((line) => /^order_access=/.test(line))
    expect(cookie).toMatch(/; HttpOnly; Path=\/api\/; Max-Age=2592000; SameSite=Lax$/)

    const stranger = await readOrder(new ServerClient(), placed.orderUuid!)
    expectStatusOnly(stranger, buyer)
    expect(stranger.errors).toEqual([])
    expect(stranger.orderStatus).toMatchObject({ uuid: placed.orderUuid, status: 'PENDING' })

    const own = await readOrder(placer, placed.orderUuid!)
    expect(own.order).toMatchObject({ billingAddress: ownDetails(buyer), email: buyer.email })
  })

  test('payOrder from another client is refused (2041) and uses no payment attempt', async () => {
    const placer = new ServerClient()
    const placed = await placeOrder(placer, buyerDetails(), product)
    const before = await paymentsOf(placed.orderUuid!)
    expect(before).toEqual({ attempts: 1, payments: 1 })
    for (let attempt = 0; attempt < 6; attempt++) {
      const refused = await payOrder(new ServerClient(), placed.orderUuid!)
      expect(refused).toMatchObject({ orderUuid: null, redirectUrl: null })
      expect(codes(refused.errors)).toEqual([[2041, 'uuid']])
    }
    expect(await paymentsOf(placed.orderUuid!)).toEqual(before)
    const own = await payOrder(placer, placed.orderUuid!)
    expect(own.errors).toEqual([])
    expect(own.redirectUrl).toMatch(/\/api\/payments\/local\/loc_/)
    expect(await paymentsOf(placed.orderUuid!)).toEqual({ attempts: 2, payments: 2 })
  })

  test('the signed-in customer who placed it reads it in another browser; logging out forgets it', async () => {
    const customer = await signedUpCustomer()
    const buyer = buyerDetails()
    const placed = await placeOrder(customer.client, buyer, product)
    const elsewhere = new ServerClient()
    expectStatusOnly(await readOrder(elsewhere, placed.orderUuid!), buyer)
    expect((await logIn(elsewhere, customer.email, customer.password)).errors).toEqual([])
    const own = await readOrder(elsewhere, placed.orderUuid!)
    expect(own.order?.billingAddress).toMatchObject(ownDetails(buyer))

    const logout = `mutation($userData: UserDataInput!) { userLogout(userData: $userData) { status ${ERRORS} } }`
    await customer.client.gateway('userLogout', logout)
    expect(customer.client.jar.has('order_access')).toBe(false)
    expectStatusOnly(await readOrder(customer.client, placed.orderUuid!), buyer)
  })
})

test.describe('point 4: the order e-mail’s signed link', () => {
  const buyer = buyerDetails()
  const placer = new ServerClient()
  let uuid: string
  let access: string

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const placed = await placeOrder(placer, buyer, product)
    uuid = placed.orderUuid!
    await payOnSimulator(placed.redirectUrl!)
    const link = new RegExp(`/paiement/${uuid}/\\?access=(\\d{10}\\.[\\w-]{22})`)
    const mail = await waitForEmail(
      outbox,
      (m) => m.to.includes(buyer.email) && link.test(m.text),
      90_000,
    )
    access = link.exec(mail.text)![1]!
  })

  test('opens the order and its invoice in any browser, for 30 days', async () => {
    const browser = new ServerClient()
    const opened = await readOrder(browser, uuid, access)
    expect(opened.order).toMatchObject({ status: 'COMPLETED', billingAddress: ownDetails(buyer) })
    expect(opened.order?.invoiceUrl).toBe(`/api/orders/${uuid}/invoice/?access=${access}`)
    const invoice = await browser.fetch(opened.order!.invoiceUrl!)
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('content-type')).toBe('application/pdf')
    expect(Number(access.split('.')[0]) * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000)

    expect((await placer.fetch(`/api/orders/${uuid}/invoice/`)).status).toBe(200)
    expect((await new ServerClient().fetch(`/api/orders/${uuid}/invoice/`)).status).toBe(404)
  })

  test('an expired, tampered or other order’s link opens nothing; a malformed one is refused', async () => {
    const expired = orderAccessToken(uuid, new Date(Date.now() - 31 * 86_400_000))
    const tampered = `${access.slice(0, -1)}${access.endsWith('A') ? 'B' : 'A'}`
    const otherOrder = orderAccessToken(randomUUID())
    for (const token of [expired, tampered, otherOrder]) {
      const browser = new ServerClient()
      const answer = await readOrder(browser, uuid, token)
      expectStatusOnly(answer, buyer)
      expect(answer.orderStatus).toMatchObject({ uuid, status: 'COMPLETED' })
      const invoice = await browser.fetch(`/api/orders/${uuid}/invoice/?access=${token}`)
      expect(invoice.status, token).toBe(404)
    }
    const malformed = await readOrder(new ServerClient(), uuid, 'not-a-token')
    expect(codes(malformed.errors)).toEqual([[1000, 'access']])
    expectStatusOnly(malformed, buyer)
  })

  test('lets the link’s holder pay a pending order, and no one else', async () => {
    const pending = buyerDetails()
    const placed = await placeOrder(new ServerClient(), pending, product)
    const link = orderAccessToken(placed.orderUuid!)
    const expired = orderAccessToken(placed.orderUuid!, new Date(Date.now() - 31 * 86_400_000))
    const refused = await payOrder(new ServerClient(), placed.orderUuid!, expired)
    expect(codes(refused.errors)).toEqual([[2041, 'uuid']])
    expect(await paymentsOf(placed.orderUuid!)).toEqual({ attempts: 1, payments: 1 })
    const browser = new ServerClient()
    expect((await payOrder(browser, placed.orderUuid!, link)).errors).toEqual([])
    expect(await paymentsOf(placed.orderUuid!)).toEqual({ attempts: 2, payments: 2 })
    // Back from the provider without the link, this browser still sees its order.
    expect((await readOrder(browser, placed.orderUuid!)).order?.email).toBe(pending.email)
  })
})

test.describe('point 4: redeem and activation orders', () => {
  test('a redeem order: the status for another client, in full for the holder and the link', async () => {
    const buyer = buyerDetails()
    const bought = await placeOrder(
      new ServerClient(),
      buyer,
      await productId('carte-cadeau-multi-enseignes'),
    )
    await payOnSimulator(bought.redirectUrl!)
    const card = await cardFromOutbox(buyer.email)
    const holder = new ServerClient()
    const exchanger = buyerDetails()
    const placed = await placeRedeemOrder(
      holder,
      card,
      await productId('cinema-lumiere'),
      exchanger,
    )
    expect(placed.errors).toEqual([])
    const uuid = placed.orderUuid!

    const stranger = await readRedeemOrder(new ServerClient(), uuid)
    expectStatusOnly(stranger, exchanger)
    expect(stranger.orderStatus).toMatchObject({ uuid, status: 'COMPLETED' })
    expect(stranger.body).not.toContain(card.number.slice(-4))
    const own = await readRedeemOrder(holder, uuid)
    expect(own.order?.billingAddress).toMatchObject(ownDetails(exchanger))
    const linked = await readRedeemOrder(new ServerClient(), uuid, orderAccessToken(uuid))
    expect(linked.order?.billingAddress).toMatchObject(ownDetails(exchanger))
    // placedOrder answers a redeem order's uuid by the same rule.
    expectStatusOnly(await readOrder(new ServerClient(), uuid), exchanger)
  })

  test('an activation order: its status for anyone, its e-mail for the activating browser only', async () => {
    const card = await blankCard()
    const email = `holder-${randomUUID()}@example.com`
    const activating = new ServerClient()
    const placed = await activate(activating, card.number, email)
    expect(placed.errors).toEqual([])
    const stranger = await readOrder(new ServerClient(), placed.orderUuid!, undefined, 'uuid email')
    expect(stranger.order).toBeNull()
    expect(stranger.body).not.toContain(email)
    expect(stranger.orderStatus).toMatchObject({ status: 'PENDING' })
    const own = await readOrder(activating, placed.orderUuid!, undefined, 'uuid email')
    expect(own.order?.email).toBe(email)
  })
})
