import type { Payload } from 'payload'

import { issuedCardCount } from '@/commerce/domain/activation/blank-packs'
import { lastFour } from '@/commerce/domain/cards/card-number'
import { cardExpiry } from '@/commerce/domain/cards/card-validity'
import type { CartPackage } from '@/commerce/domain/cart'
import { isPhysicalReceiver } from '@/commerce/domain/receiver'
import { cardNumberHash, cardPinHash, cardSecrets, cardSeed } from '@/commerce/services/cards'
import { storeCardPrefix, storeTimeZone } from '@/commerce/services/store'

import {
  cardIssuedAt,
  findPaidOrderToIssue,
  insertCard,
  markCardsIssued,
  type PaidOrderToIssue,
} from '@/commerce/db/card-issue-repository'
import { insertIssueRow } from '@/commerce/db/card-ledger-repository'
import { inTransaction, type SqlClient } from '@/commerce/db/transaction'
import { metrics } from '@/server/metrics/registry'

/** The order, and the prefix of its store's cards and its store's clock. */
type PaidOrder = PaidOrderToIssue & { prefix: string; timeZone: string }

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
 * Whether this call issued it.
 */
async function issueCard(
  client: SqlClient,
  order: PaidOrder,
  item: CartPackage,
  index: number,
): Promise<boolean> {
  const holder = holderOf(order, item)
  const blank = item.productType === 'blankGiftCardPack'
  const amount = blank ? 0 : item.amount
  for (let nonce = 0; nonce < 5; nonce++) {
    const { number, pin } = cardSecrets(cardSeed(order.uuid, item.id, index, nonce), order.prefix)
    const numberHash = cardNumberHash(number)
    const cardId = await insertCard(client, {
      numberHash,
      pinHash: cardPinHash(numberHash, pin),
      lastFour: lastFour(number),
      seedNonce: nonce,
      storeId: order.store_id,
      orderId: order.id,
      packageId: item.id,
      cardIndex: index,
      productId: item.productId,
      productTitle: item.title,
      status: blank ? 'notActivated' : 'active',
      currency: order.currency,
      amount,
      expiresAt: cardExpiry(order.paid_at, order.timeZone),
      deliveryType: item.deliveryType,
      receiverName: holder.name,
      receiverEmail: holder.email,
      postalAddress: holder.address,
      message: item.message,
      deliverAt: holder.deliverAt,
      fulfilment: item.deliveryType === 'PHYSICAL' ? 'toFulfil' : null,
    })
    if (cardId !== null && blank) return true
    if (cardId !== null) {
      await insertIssueRow(client, cardId, item.amount, order.uuid)
      return true
    }
    const place = { orderId: order.id, packageId: item.id, cardIndex: index }
    if (await cardIssuedAt(client, place)) return false
  }
  throw new Error(`No free card number for order ${order.uuid}`)
}

/**
 * Issues every card of a paid order: gift cards loaded, blank packs' cards unloaded (donations
 * are no cards). Safe to run any number of times, also concurrently: each card has one place in
 * its order.
 */
export async function issueOrderCards(payload: Payload, orderId: number): Promise<number> {
  const found = await findPaidOrderToIssue(payload, orderId)
  if (!found) return 0
  const order = {
    ...found,
    prefix: await storeCardPrefix(payload, found.store_id),
    timeZone: await storeTimeZone(payload, found.store_id),
  }
  let cards = 0
  for (const item of order.packages) {
    for (let index = 0; index < issuedCardCount(item); index++) {
      const issued = await inTransaction(payload, (client) => issueCard(client, order, item, index))
      // Counted once committed, and once per card however many runs reach it.
      if (issued) metrics().cardsIssued.inc()
      cards++
    }
  }
  await markCardsIssued(payload, orderId)
  return cards
}
