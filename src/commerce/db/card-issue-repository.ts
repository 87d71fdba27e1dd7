import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'
import type { PostalAddress } from '@/commerce/domain/orders/placed-order'

import { poolOf } from './pool'
import type { SqlClient } from './transaction'

/** A paid order as the issuing of its cards reads it. */
export type PaidOrderToIssue = {
  id: number
  uuid: string
  store_id: number
  currency: string
  packages: CartPackage[]
  billing_address: { firstName: string; lastName: string; email: string } | null
  delivery_address: PostalAddress | null
  paid_at: Date
}

export async function findPaidOrderToIssue(
  payload: Payload,
  orderId: number,
): Promise<PaidOrderToIssue | null> {
  const { rows } = await poolOf(payload).query<PaidOrderToIssue>(
    `SELECT id, uuid, store_id, currency, packages, billing_address, delivery_address, paid_at
     FROM orders WHERE id = $1 AND status = 'COMPLETED'`,
    [orderId],
  )
  return rows[0] ?? null
}

/** Stamps the order's cards issued, once. */
export async function markCardsIssued(payload: Payload, orderId: number): Promise<void> {
  await poolOf(payload).query(
    `UPDATE orders SET cards_issued_at = now() WHERE id = $1 AND cards_issued_at IS NULL`,
    [orderId],
  )
}

/** A card to issue: its place in the order, hashed secrets, holder and delivery. */
export type NewCard = {
  numberHash: string
  pinHash: string
  lastFour: string
  seedNonce: number
  storeId: number
  orderId: number
  packageId: string
  cardIndex: number
  productId: string
  productTitle: string
  status: 'active' | 'notActivated'
  currency: string
  /** Initial amount and balance (cents). */
  amount: number
  expiresAt: string
  deliveryType: string
  receiverName: string | null
  receiverEmail: string | null
  /** jsonb: the receiver's or the buyer's address. */
  postalAddress: object | null
  message: string | null | undefined
  deliverAt: string | null
  fulfilment: 'toFulfil' | null
}

/** The new card's id; null when its number or its place in the order is taken. */
export async function insertCard(client: SqlClient, card: NewCard): Promise<number | null> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO gift_cards (number_hash, pin_hash, last_four, seed_nonce, store_id, order_id,
       package_id, card_index, product_id, product_title, status, currency, initial_amount,
       balance, expires_at, delivery_type, receiver_name, receiver_email, postal_address,
       message, deliver_at, fulfilment, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $21, $11, $12, $12, $13, $14, $15,
       $16, $17, $18, $19, $20, now(), now())
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      card.numberHash,
      card.pinHash,
      card.lastFour,
      card.seedNonce,
      card.storeId,
      card.orderId,
      card.packageId,
      card.cardIndex,
      card.productId,
      card.productTitle,
      card.currency,
      card.amount,
      card.expiresAt,
      card.deliveryType,
      card.receiverName,
      card.receiverEmail,
      card.postalAddress ? JSON.stringify(card.postalAddress) : null,
      card.message,
      card.deliverAt,
      card.fulfilment,
      card.status,
    ],
  )
  return rows[0]?.id ?? null
}

/** Whether the order's place (package, index) holds a card already. */
export async function cardIssuedAt(
  client: SqlClient,
  place: { orderId: number; packageId: string; cardIndex: number },
): Promise<boolean> {
  const { rowCount } = await client.query(
    `SELECT 1 FROM gift_cards WHERE order_id = $1 AND package_id = $2 AND card_index = $3`,
    [place.orderId, place.packageId, place.cardIndex],
  )
  return Boolean(rowCount)
}
