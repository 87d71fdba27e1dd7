import 'server-only'

import type { Payload, TypedUser, Where } from 'payload'

/** A payment still pending after this long needs a look (the shopper may have given up). */
const PENDING_FOR_MS = 60 * 60 * 1000
/** Cards are issued within a minute of the payment (the fulfilment job): this late, they failed. */
const NOT_ISSUED_FOR_MS = 30 * 60 * 1000

export type AttentionReason = 'pending' | 'notIssued'
export type OrderNeedingAttention = {
  id: number
  /** The store's business id (52, 53…). */
  storeId: number
  orderNumber: string | null
  email: string | null
  grandTotal: number | null
  currency: string | null
  reason: AttentionReason
  /** When the order entered its state: placed (pending) or paid (cards not issued). */
  since: string | null
}

/** The orders to look at, by the rule they break, as of `now`. */
const attentionWhere = (now: Date): Where => ({
  or: [
    {
      and: [
        { status: { equals: 'PENDING' } },
        { placedAt: { less_than: new Date(now.getTime() - PENDING_FOR_MS).toISOString() } },
      ],
    },
    {
      and: [
        { status: { equals: 'COMPLETED' } },
        { cardsIssuedAt: { exists: false } },
        { paidAt: { less_than: new Date(now.getTime() - NOT_ISSUED_FOR_MS).toISOString() } },
      ],
    },
  ],
})

/**
 * The latest orders needing attention (at most `limit`), as the user may read them: customer
 * service and admins, in their granted stores (or the one store `storeId`). `total` counts all
 * of them.
 */
export async function ordersNeedingAttention(
  payload: Payload,
  user: TypedUser,
  {
    now = new Date(),
    limit = 20,
    storeId = null,
  }: { now?: Date; limit?: number; storeId?: number | null } = {},
): Promise<{ orders: OrderNeedingAttention[]; total: number }> {
  const { docs, totalDocs } = await payload.find({
    collection: 'orders',
    user,
    overrideAccess: false,
    where: {
      and: [attentionWhere(now), ...(storeId === null ? [] : [{ storeId: { equals: storeId } }])],
    },
    sort: '-updatedAt',
    limit,
    depth: 0,
    select: {
      storeId: true,
      orderNumber: true,
      email: true,
      grandTotal: true,
      currency: true,
      status: true,
      placedAt: true,
      paidAt: true,
    },
  })
  const orders = docs.map((order) => {
    const pending = order.status === 'PENDING'
    return {
      id: order.id,
      storeId: order.storeId,
      orderNumber: order.orderNumber ?? null,
      email: order.email ?? null,
      grandTotal: order.grandTotal ?? null,
      currency: order.currency ?? null,
      reason: (pending ? 'pending' : 'notIssued') as AttentionReason,
      since: (pending ? order.placedAt : order.paidAt) ?? null,
    }
  })
  return { orders, total: totalDocs }
}
