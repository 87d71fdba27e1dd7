import { readOutbox } from '../../support/outbox'
import type { Purchase } from './checkout'
import { waitFor } from './process'
import type { Topology } from './topology'

type OrderRow = { uuid: string; email: string; status: string; items_qty: number; cards: number }

/** Paid orders of these purchases still lacking their cards, confirmation or a card's e-mail. */
const unfinished = async (topology: Topology, uuids: string[]) =>
  (
    await topology.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o WHERE o.uuid = ANY($1) AND (o.status <> 'COMPLETED'
         OR o.cards_issued_at IS NULL OR o.confirmation_sent_at IS NULL
         OR EXISTS (SELECT 1 FROM gift_cards c WHERE c.order_id = o.id AND c.mail_sent_at IS NULL))`,
      [uuids],
    )
  )[0]!.n

/**
 * Waits until the worker finished every purchase, then reads what it made: per order its status,
 * cards and cart size, the orders of its buyer, and the outbox's mails to buyer and receiver.
 */
export async function fulfilmentOf(topology: Topology, purchases: Purchase[], timeoutMs: number) {
  const uuids = purchases.map((purchase) => purchase.uuid)
  const finished = await waitFor(async () => (await unfinished(topology, uuids)) === 0, timeoutMs)
  const rows = await topology.query<OrderRow>(
    `SELECT o.uuid, o.email, o.status, o.items_qty::int AS items_qty,
       (SELECT count(*)::int FROM gift_cards c WHERE c.order_id = o.id) AS cards
     FROM orders o WHERE o.email = ANY($1) AND o.status <> 'cart'`,
    [purchases.map((purchase) => purchase.email)],
  )
  const mails = await readOutbox(topology.outboxDir)
  const mailsTo = (address: string) => mails.filter((mail) => mail.to.includes(address)).length
  return {
    finished,
    orders: purchases.map((purchase) => {
      const placed = rows.filter((row) => row.email === purchase.email)
      const order = placed.find((row) => row.uuid === purchase.uuid)
      return {
        uuid: purchase.uuid,
        ordersOfBuyer: placed.length,
        status: order?.status,
        cart: order?.items_qty,
        cards: order?.cards,
        cardMails: mailsTo(purchase.receiver),
        confirmations: mailsTo(purchase.email),
      }
    }),
  }
}

/** What every purchase must look like: one completed order, its cart, cards and mails once. */
export const completedOnce = (purchase: Purchase) => ({
  uuid: purchase.uuid,
  ordersOfBuyer: 1,
  status: 'COMPLETED',
  cart: purchase.cards,
  cards: purchase.cards,
  cardMails: purchase.cards,
  confirmations: 1,
})
