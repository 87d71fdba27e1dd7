import type { Payload } from 'payload'

import { issuedCardCount } from '@/commerce/domain/activation/blank-packs'
import { lastFour } from '@/commerce/domain/cards/card-number'
import { cardExpiry } from '@/commerce/domain/cards/card-validity'
import type { CartPackage } from '@/commerce/domain/cart'
import type { PostalAddress } from '@/commerce/domain/orders/placed-order'
import { isPhysicalReceiver } from '@/commerce/domain/receiver'
import { cardNumberHash, cardPinHash, cardSecrets, cardSeed } from '@/commerce/services/cards'

import { inTransaction, type SqlClient } from '@/commerce/db/transaction'

type PaidOrder = {
  id: number
  uuid: string
  store_id: number
  currency: string
  packages: CartPackage[]
  billing_address: { firstName: string; lastName: string; email: string } | null
  delivery_address: PostalAddress | null
  paid_at: Date
}

/** Who holds the card: the package's receiver, else the buyer (by e-mail or at their address). */
function holderOf(order: PaidOrder, item: CartPackage) {
  const buyer = order.billing_address
  const buyerName = buyer ? `${buyer.firstName} ${buyer.lastName}` : null
  const receiver = item.receiver
  if (item.deliveryType === 'PHYSICAL') {
    const address = receiver && isPhysicalReceiver(receiver) ? receiver : order.delivery_address
    return { name: receiver?.name ?? buyerName, email: null, address, deliverAt: null }
  }
  const digital = receiver && !isPhysicalReceiver(receiver) ? receiver : null
  return {
    name: digital?.name ?? buyerName,
    email: digital?.email ?? buyer?.email ?? null,
    address: null,
    deliverAt: digital?.deliveryDate ?? order.paid_at.toISOString(),
  }
}

/**
 * Issues one card and loads it through the ledger, in one transaction; a blank pack's card is
 * posted unloaded (no ledger row: nothing moved) until its holder activates it. A card already
 * issued for this place in the order is left alone; a number already taken (one chance in
 * 10^11) moves the seed on. The number and PIN are never stored, only their keyed hashes.
 */
async function issueCard(client: SqlClient, order: PaidOrder, item: CartPackage, index: number) {
  const holder = holderOf(order, item)
  const blank = item.productType === 'blankGiftCardPack'
  const amount = blank ? 0 : item.amount
  for (let nonce = 0; nonce < 5; nonce++) {
    const { number, pin } = cardSecrets(cardSeed(order.uuid, item.id, index, nonce))
    const numberHash = cardNumberHash(number)
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO gift_cards (number_hash, pin_hash, last_four, seed_nonce, store_id, order_id,
         package_id, card_index, product_id, product_title, status, currency, initial_amount,
         balance, expires_at, delivery_type, receiver_name, receiver_email, postal_address,
         message, deliver_at, fulfilment, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $21, $11, $12, $12, $13, $14, $15,
         $16, $17, $18, $19, $20, now(), now())
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        numberHash,
        cardPinHash(numberHash, pin),
        lastFour(number),
        nonce,
        order.store_id,
        order.id,
        item.id,
        index,
        item.productId,
        item.title,
        order.currency,
        amount,
        cardExpiry(order.paid_at),
        item.deliveryType,
        holder.name,
        holder.email,
        holder.address ? JSON.stringify(holder.address) : null,
        item.message,
        holder.deliverAt,
        item.deliveryType === 'PHYSICAL' ? 'toFulfil' : null,
        blank ? 'notActivated' : 'active',
      ],
    )
    const card = rows[0]
    if (card && blank) return
    if (card) {
      await client.query(
        `INSERT INTO card_ledger (card_id, amount, balance_after, reason, reference, updated_at,
           created_at)
         VALUES ($1, $2, $2, 'issue', $3, now(), now())`,
        [card.id, item.amount, order.uuid],
      )
      return
    }
    const { rowCount } = await client.query(
      `SELECT 1 FROM gift_cards WHERE order_id = $1 AND package_id = $2 AND card_index = $3`,
      [order.id, item.id, index],
    )
    if (rowCount) return
  }
  throw new Error(`No free card number for order ${order.uuid}`)
}

/**
 * Issues every card of a paid order: gift cards loaded, blank packs' cards unloaded (donations
 * are no cards). Safe to run any number of times, also concurrently: each card has one place in
 * its order.
 */
export async function issueOrderCards(payload: Payload, orderId: number): Promise<number> {
  const { rows } = await payload.db.pool.query<PaidOrder>(
    `SELECT id, uuid, store_id, currency, packages, billing_address, delivery_address, paid_at
     FROM orders WHERE id = $1 AND status = 'COMPLETED'`,
    [orderId],
  )
  const order = rows[0]
  if (!order) return 0
  let cards = 0
  for (const item of order.packages) {
    for (let index = 0; index < issuedCardCount(item); index++) {
      await inTransaction(payload, (client) => issueCard(client, order, item, index))
      cards++
    }
  }
  await payload.db.pool.query(
    `UPDATE orders SET cards_issued_at = now() WHERE id = $1 AND cards_issued_at IS NULL`,
    [orderId],
  )
  return cards
}
