import type { Payload } from 'payload'

import { POST as webhook } from '@/app/api/payments/webhook/[provider]/route'
import { serverEnv } from '@/server/env'
import { getPayloadClient } from '@/server/payload'
import { localPaymentProvider } from '@/commerce/services/payments'
import { signWebhook } from '@/commerce/services/payments/signature'

import { shopper, type ShopperStore } from './cart-shopper'

type GatewayErrors = { message: string; code: number; referencedRequestParameter: string | null }[]
export type Placed = { orderUuid: string | null; redirectUrl: string | null; errors: GatewayErrors }
export type PlacedOrderView = {
  uuid: string
  orderNumber: string
  status: string
  paymentStatus: string | null
  invoiceNumber: string | null
  invoiceUrl: string | null
  canRetryPayment: boolean
  totals: { grandTotal: { value: number } }
}

/** What anyone holding the uuid reads of an order. */
export type OrderStatusView = {
  uuid: string
  orderNumber: string
  status: string
  paymentStatus: string | null
}

export const billing = {
  customerType: 'PRIVATE',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  phoneNumber: '+33612345678',
  street: 'rue de Rivoli',
  houseNumber: 10,
  postCode: '75001',
  city: 'Paris',
  countryCode: 'FR',
}

export const business = {
  ...billing,
  customerType: 'BUSINESS',
  companyName: 'Durand SARL',
  kvkNumber: '732829320',
  vatNumber: 'FR44732829320',
  referenceNumber: 'PO-2026-17',
}

const PLACE = `mutation($userData: UserDataInput!, $input: PlaceOrderInput!) {
  placeOrder(userData: $userData, input: $input) {
    orderUuid redirectUrl errors { message code referencedRequestParameter } } }`
const PAY = `mutation($userData: UserDataInput!, $uuid: ID!, $paymentMethod: String!) {
  payOrder(userData: $userData, uuid: $uuid, paymentMethod: $paymentMethod) {
    orderUuid redirectUrl errors { message code referencedRequestParameter } } }`
const ORDER = `query($userData: UserDataInput!, $uuid: ID!) {
  placedOrder(userData: $userData, uuid: $uuid) {
    order { uuid orderNumber status paymentStatus invoiceNumber invoiceUrl canRetryPayment
      totals { grandTotal { value } } }
    orderStatus { uuid orderNumber status paymentStatus }
    errors { message code referencedRequestParameter } } }`

/** A shopper who also checks out: place, pay again, read the placed order. */
export function buyer(sent: Record<string, string> = {}, language?: string, store?: ShopperStore) {
  const base = shopper(sent, language, store)
  return {
    ...base,
    place: (input: Record<string, unknown> = {}) =>
      base.raw<Placed>(
        PLACE,
        {
          input: {
            billingAddress: billing,
            paymentMethod: 'creditcard',
            termsAccepted: true,
            sameAsBilling: true,
            ...input,
          },
        },
        'placeOrder',
      ),
    pay: (uuid: string, paymentMethod = 'creditcard') =>
      base.raw<Placed>(PAY, { uuid, paymentMethod }, 'payOrder'),
    order: (uuid: string) =>
      base.raw<{
        order: PlacedOrderView | null
        orderStatus: OrderStatusView | null
        errors: GatewayErrors
      }>(ORDER, { uuid }, 'placedOrder'),
  }
}

export const referenceOf = (redirectUrl: string | null): string =>
  /\/api\/payments\/local\/([^/]+)\//.exec(redirectUrl ?? '')![1]!

const card = { brand: 'visa', last4: '1111' }

/** The payer's choice on the local payment page (its webhook reaches no server in tests). */
export const decide = async (
  reference: string,
  outcome: 'paid' | 'failed' | 'canceled' | 'pending',
) =>
  localPaymentProvider(await getPayloadClient()).decide(reference, {
    outcome,
    method: 'creditcard',
    card,
  })

/** The signed webhook the local provider sends for a payment now in `status`. */
export function signedWebhook(
  reference: string,
  status: string,
  eventId = `${reference}:${status}`,
  method = 'creditcard',
) {
  const body = JSON.stringify({ id: eventId, reference, status, method })
  return () =>
    webhook(
      new Request('http://localhost:3000/api/payments/webhook/local/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-payment-signature': signWebhook(body, serverEnv().PAYMENT_WEBHOOK_SECRET),
        },
        body,
      }),
      { params: Promise.resolve({ provider: 'local' }) },
    )
}

/** Polls until `check` holds (cards issued, mails sent): the issuing job works in the background. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export async function cardsOf(payload: Payload, uuid: string) {
  const { rows } = await payload.db.pool.query<{
    id: number
    last_four: string
    balance: number
    receiver_email: string | null
    mail_sent_at: Date | null
    delivery_type: string
    fulfilment: string | null
  }>(
    `SELECT c.id, c.last_four, c.balance::int AS balance, c.receiver_email, c.mail_sent_at, c.delivery_type,
       c.fulfilment FROM gift_cards c JOIN orders o ON o.id = c.order_id WHERE o.uuid = $1
     ORDER BY c.id`,
    [uuid],
  )
  return rows
}

/** A digital gift card of a store's seeded catalogue (the French one's unless told) that takes any amount: its id. */
export async function customAmountCardId(payload: Payload, storeId = 52): Promise<string> {
  const { docs } = await payload.find({
    collection: 'products',
    // Published: other test files may leave drafts of their own behind.
    where: {
      productType: { equals: 'giftcard' },
      'digital.hasFixedPrices': { equals: false },
      _status: { equals: 'published' },
      'store.storeId': { equals: storeId },
    },
    limit: 1,
    depth: 0,
  })
  return String(docs[0]!.id)
}

/** Where an order says it came from: its page (x-pathname) and the ad click sent with it. */
export async function attributionOf(payload: Payload, uuid: string) {
  const { rows } = await payload.db.pool.query<{ placed_from: string | null; click_id: unknown }>(
    `SELECT placed_from, click_id FROM orders WHERE uuid = $1`,
    [uuid],
  )
  return rows[0]
}

/**
 * Earlier files on this worker's database paid orders without running their jobs. A worker or a
 * sweep started here would first work through all of them (minutes on a loaded 2-core machine:
 * CI's int step timed out on it), so they are stamped done and their jobs dropped: what this file
 * proves concerns its own orders only.
 */
export async function setAsideEarlierOrders(payload: Payload): Promise<void> {
  // An earlier file's transaction left open may hold rows here (Payload's job runner in this
  // process, under load): Postgres ends it after the pool's idle-in-transaction timeout, which
  // outlasts the statement timeout, so these statements may wait that long and a little more.
  const waitMs = Number(process.env.DATABASE_IDLE_TX_TIMEOUT ?? 60_000) + 15_000
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL statement_timeout = ${waitMs}`)
    await client.query(`DELETE FROM payload_jobs WHERE completed_at IS NULL`)
    await client.query(
      `UPDATE orders SET cards_issued_at = coalesce(cards_issued_at, now()),
         confirmation_sent_at = coalesce(confirmation_sent_at, now())
       WHERE status = 'COMPLETED'`,
    )
    await client.query(`UPDATE gift_cards SET mail_sent_at = now() WHERE mail_sent_at IS NULL`)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}
