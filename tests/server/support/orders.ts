import { randomUUID } from 'node:crypto'

import { type Answer, ERRORS, type GatewayError, ServerClient } from './client'
import { withDatabase } from './database'

/** A buyer whose every personal detail is a string no other part of an answer contains. */
export function buyerDetails() {
  return {
    customerType: 'PRIVATE',
    firstName: 'Oriane',
    lastName: 'Quintavalle',
    email: `oriane-${randomUUID()}@example.com`,
    phoneNumber: '+33698765432',
    street: 'rue des Acacias',
    houseNumber: 17,
    postCode: '69003',
    city: 'Lyon',
    countryCode: 'FR',
  }
}
export type BuyerDetails = ReturnType<typeof buyerDetails>

/** The parts of an answer that would give the buyer away. */
export const personalParts = (buyer: BuyerDetails) => [
  buyer.firstName,
  buyer.lastName,
  buyer.email,
  buyer.street,
  buyer.phoneNumber.slice(3),
]

export type Placed = {
  orderUuid: string | null
  redirectUrl: string | null
  errors: GatewayError[]
}

/** A product of the seeded store by its French slug. */
export const productId = (slug: string): Promise<string> =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT _parent_id AS id FROM products_locales WHERE slug = $1 AND _locale = 'fr'`,
      [slug],
    )
    if (!rows[0]) throw new Error(`No product ${slug}`)
    return String(rows[0].id)
  })

const ADD = `mutation($userData: UserDataInput!, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, package: $package) { order { id itemsQty } ${ERRORS} } }`
const PLACE = `mutation($userData: UserDataInput!, $input: PlaceOrderInput!) {
  placeOrder(userData: $userData, input: $input) { orderUuid redirectUrl ${ERRORS} } }`

/** Cards for the buyer themself added to the client's cart (addGiftcardPackage), as answered. */
export const addToCart = (
  client: ServerClient,
  card: { productId: string; deliveryType: string; amount: number; qty: number },
) =>
  client.gateway<{ order: { id: string; itemsQty: number } | null }>('addGiftcardPackage', ADD, {
    package: { ...card, deliveryMode: 'DEFAULT' },
  })

/**
 * One e-card for the buyer themself in the client's cart, placed with the card method of the
 * local payment simulator: the order waits for its payment. Answers the placing's HTTP answer too.
 */
export async function placeOrder(
  client: ServerClient,
  buyer: Record<string, unknown>,
  product: string,
): Promise<Placed & { answer: Answer }> {
  const card = { productId: product, deliveryType: 'DIGITAL', amount: 5000, qty: 1 }
  const added = await addToCart(client, card)
  if (added.errors.length > 0) throw new Error(`Not added: ${JSON.stringify(added.errors)}`)
  const input = {
    billingAddress: buyer,
    paymentMethod: 'creditcard',
    termsAccepted: true,
    sameAsBilling: true,
  }
  const answer = await client.gatewayRaw(PLACE, { input })
  const placed = (answer.json as { data: { placeOrder: Placed } }).data.placeOrder
  if (!placed.orderUuid) throw new Error(`Not placed: ${answer.body}`)
  return { ...placed, answer }
}

/** What the confirmation pages read of an order in full. */
export const ORDER_FIELDS = `uuid orderNumber status email invoiceUrl
  billingAddress { firstName lastName email phoneNumber street houseNumber postCode city }
  shipments { deliveryAddress { firstName lastName email street } }`

const orderQuery = (
  fields: string,
) => `query($userData: UserDataInput!, $uuid: ID!, $access: String) {
  placedOrder(userData: $userData, uuid: $uuid, access: $access) {
    order { ${fields} }
    orderStatus { uuid orderNumber status paymentStatus }
    ${ERRORS} } }`

export type OrderAnswer = {
  order: {
    uuid: string
    email: string
    invoiceUrl: string | null
    billingAddress: Record<string, unknown>
  } | null
  orderStatus: { uuid: string; orderNumber: string; status: string } | null
  errors: GatewayError[]
  /** The whole HTTP body, to look for personal data anywhere in it. */
  body: string
}

/** placedOrder as the confirmation pages ask it, with an e-mail link's token or none. */
export async function readOrder(
  client: ServerClient,
  uuid: string,
  access?: string,
  fields = ORDER_FIELDS,
): Promise<OrderAnswer> {
  const answer = await client.gatewayRaw(orderQuery(fields), { uuid, access: access ?? null })
  const data = (answer.json as { data?: { placedOrder: Omit<OrderAnswer, 'body'> } }).data
  if (!data) throw new Error(`No placedOrder: ${answer.body}`)
  return { ...data.placedOrder, body: answer.body }
}

const PAY = `mutation($userData: UserDataInput!, $uuid: ID!, $paymentMethod: String!, $access: String) {
  payOrder(userData: $userData, uuid: $uuid, paymentMethod: $paymentMethod, access: $access) {
    orderUuid redirectUrl ${ERRORS} } }`

export const payOrder = (client: ServerClient, uuid: string, access?: string) =>
  client.gateway<Omit<Placed, 'errors'>>('payOrder', PAY, {
    uuid,
    paymentMethod: 'creditcard',
    access: access ?? null,
  })

/** The order's payment attempts and payments, as stored. */
export const paymentsOf = (uuid: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ attempts: number; payments: number }>(
      `SELECT o.payment_attempts::int AS attempts,
         (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS payments
       FROM orders o WHERE o.uuid = $1`,
      [uuid],
    )
    return rows[0]!
  })

/** What the payer does on the simulator's page: pays with a test card (the page posts back). */
export async function payOnSimulator(redirectUrl: string): Promise<void> {
  // The page's own origin: the simulator refuses a post from another site (another instance too).
  const origin = new URL(redirectUrl).origin
  const response = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      outcome: 'paid',
      method: 'creditcard',
      holder: 'Oriane Quintavalle',
      number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvc: '123',
    }),
  })
  if (response.status !== 303) throw new Error(`The simulator answered ${response.status}`)
}

/** One e-card ordered by the client for `billingAddress` and paid on the simulator: its uuid. */
export async function paidOrder(
  client: ServerClient,
  billingAddress: Record<string, unknown>,
  { slug = 'carte-cadeau-multi-enseignes' } = {},
): Promise<string> {
  const placed = await placeOrder(client, billingAddress, await productId(slug))
  await payOnSimulator(placed.redirectUrl!)
  return placed.orderUuid!
}
