import { randomUUID } from 'node:crypto'

import { type Answer, ERRORS, ServerClient } from '../../server/support/client'
import { buyerDetails } from '../../server/support/orders'

/** An answer of the proxy that means "no instance finished this": the browser user tries again. */
const failed = (status: number) => status === 502 || status === 503 || status === 504

/** The gateway's answer to a failure it did not foresee (spec §8: code -1, "try again later"). */
const unforeseen = (json: unknown) =>
  Object.values((json as Data<object> | null)?.data ?? {}).some((field) =>
    (field?.errors as { code: number }[] | undefined)?.some((error) => error.code === -1),
  )

const ADD = `mutation($userData: UserDataInput!, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, package: $package) { order { id itemsQty } ${ERRORS} } }`
const CART = `query($userData: UserDataInput!) { cartV2(userData: $userData) { order { id itemsQty } ${ERRORS} } }`
const PLACE = `mutation($userData: UserDataInput!, $input: PlaceOrderInput!) {
  placeOrder(userData: $userData, input: $input) { orderUuid redirectUrl ${ERRORS} } }`
const STATUS = `query($userData: UserDataInput!, $uuid: ID!) {
  placedOrder(userData: $userData, uuid: $uuid) { orderStatus { status } ${ERRORS} } }`

type Data<T> = { data?: Record<string, T & { errors: unknown[] }> }

export type Purchase = {
  uuid: string
  email: string
  receiver: string
  cards: number
  retries: number
}

/**
 * One shopper buying e-cards (through the proxy) as a browser user does, while instances may die:
 * a call that ends in a 502 or a broken connection is tried again. An add is tried again only
 * after reading the cart shows it did not happen (the first attempt may have been saved before
 * the instance died), so a retry never adds twice. Placing again places the same cart (one
 * pending order per cart), paying again is refused by the payment page once it was paid.
 * `patient`: while the database is down, a 500 or the gateway's code -1 ("try again later") is
 * tried again too, as a shopper who reads it does.
 */
export function browserShopper(base: string, productId: string, cards = 2, patient = false) {
  const client = new ServerClient(undefined, base)
  let retries = 0
  const retryable = (answer: Answer | null): boolean =>
    !answer ||
    failed(answer.status) ||
    (patient && (answer.status >= 500 || unforeseen(answer.json)))

  async function persist(call: () => Promise<Answer>): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await call().catch(() => null)
      if (!retryable(answer)) return answer!
      if (attempt === 80) throw new Error(`No instance answered: ${answer?.status ?? 'error'}`)
      retries++
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  async function gateway<T>(field: string, query: string, variables: object): Promise<T> {
    const answer = await persist(() =>
      client.gatewayRaw(query, variables as Record<string, unknown>),
    )
    const result = (answer.json as Data<T> | null)?.data?.[field]
    if (!result || result.errors.length > 0) throw new Error(`${field}: ${answer.body}`)
    return result
  }
  const itemsInCart = async () =>
    (await gateway<{ order: { itemsQty: number } | null }>('cartV2', CART, {})).order?.itemsQty ?? 0

  async function add(receiver: string) {
    const input = { productId, deliveryType: 'DIGITAL', amount: 2500, qty: cards }
    const pkg = { ...input, deliveryMode: 'SINGLE', receivers: [{ name: 'Noor', email: receiver }] }
    for (let attempt = 0; attempt < 80; attempt++) {
      const answer = await client.gatewayRaw(ADD, { package: pkg }).catch(() => null)
      if (!retryable(answer) && answer) {
        const added = (answer.json as Data<{ order: { itemsQty: number } }>).data
          ?.addGiftcardPackage
        if (added?.errors.length === 0 && added.order.itemsQty === cards) return
        throw new Error(`addGiftcardPackage: ${answer.body}`)
      }
      retries++
      await new Promise((resolve) => setTimeout(resolve, 250))
      if ((await itemsInCart()) >= cards) return
    }
    throw new Error('addGiftcardPackage: no instance answered')
  }

  async function pay(redirectUrl: string) {
    const form = new URLSearchParams({
      outcome: 'paid',
      method: 'creditcard',
      holder: 'Oriane Quintavalle',
      number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvc: '123',
    })
    const answer = await persist(() =>
      client.fetch(new URL(redirectUrl).pathname, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
    )
    // 409: an attempt the proxy reported failed had paid already.
    if (answer.status !== 303 && answer.status !== 409) throw new Error(`Paying: ${answer.status}`)
  }

  return {
    async buy(): Promise<Purchase> {
      const receiver = `receiver-${randomUUID()}@example.com`
      const billing = buyerDetails()
      await add(receiver)
      const input = {
        billingAddress: billing,
        paymentMethod: 'creditcard',
        termsAccepted: true,
        sameAsBilling: true,
      }
      const placed = await gateway<{ orderUuid: string; redirectUrl: string }>(
        'placeOrder',
        PLACE,
        { input },
      )
      await pay(placed.redirectUrl)
      // The order page asks where the payment stands (a webhook lost with an instance is caught up).
      for (let look = 0; look < 60; look++) {
        const read = await gateway<{ orderStatus: { status: string } | null }>(
          'placedOrder',
          STATUS,
          {
            uuid: placed.orderUuid,
          },
        )
        if (read.orderStatus?.status === 'COMPLETED') break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      return { uuid: placed.orderUuid, email: billing.email, receiver, cards, retries }
    },
  }
}
