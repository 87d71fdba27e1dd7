import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { CartPackage } from '@/commerce/domain/cart'

/** A cart row as the gateway reads it. */
export type Cart = { id: number; uuid: string; packages: CartPackage[]; revision: number }

type Row = { id: number; uuid: string; packages: CartPackage[]; revision: string }

const toCart = (row: Row): Cart => ({ ...row, revision: Number(row.revision) })

/*
 * Plain SQL on the table Payload made for the Orders collection: the hot path of every cart
 * read and change is one indexed statement, prepared once per connection.
 */
export async function findCart(
  payload: Payload,
  tokenHash: string,
  storeId: number,
): Promise<Cart | null> {
  const { rows } = await payload.db.pool.query<Row>({
    name: 'cart-find',
    text: `SELECT id, uuid, packages, revision FROM orders
           WHERE guest_token_hash = $1 AND status = 'cart' AND store_id = $2`,
    values: [tokenHash, storeId],
  })
  return rows[0] ? toCart(rows[0]) : null
}

/** A new cart holding its first packages. */
export async function createCart(
  payload: Payload,
  tokenHash: string,
  storeId: number,
  packages: CartPackage[],
  itemsQty: number,
): Promise<Cart> {
  const { rows } = await payload.db.pool.query<Row>({
    name: 'cart-create',
    text: `INSERT INTO orders (uuid, status, store_id, guest_token_hash, packages, items_qty, revision)
           VALUES ($1, 'cart', $2, $3, $4::jsonb, $5, 0)
           RETURNING id, uuid, packages, revision`,
    values: [randomUUID(), storeId, tokenHash, JSON.stringify(packages), itemsQty],
  })
  return toCart(rows[0]!)
}

/**
 * Writes the packages if nobody changed the cart since it was read (its revision); false when
 * someone did, and the caller reads again and retries. No lock is held while the rules run.
 */
export async function saveCart(
  payload: Payload,
  cart: Cart,
  packages: CartPackage[],
  itemsQty: number,
): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query({
    name: 'cart-save',
    text: `UPDATE orders SET packages = $3::jsonb, items_qty = $4, revision = revision + 1,
             updated_at = now()
           WHERE id = $1 AND revision = $2 AND status = 'cart'`,
    values: [cart.id, cart.revision, JSON.stringify(packages), itemsQty],
  })
  return rowCount === 1
}

/** Logging in keeps the cart of this browser: it becomes the customer's. */
export async function attachCart(
  payload: Payload,
  tokenHash: string,
  storeId: number,
  customerId: number,
): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query({
    name: 'cart-attach',
    text: `UPDATE orders SET customer_id = $3
           WHERE guest_token_hash = $1 AND status = 'cart' AND store_id = $2`,
    values: [tokenHash, storeId, customerId],
  })
  return rowCount === 1
}

/**
 * Logging in on a browser without a cart brings back the customer's latest one, under this
 * browser's new secret (the old secret stops working).
 */
export async function claimCustomerCart(
  payload: Payload,
  customerId: number,
  storeId: number,
  tokenHash: string,
): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query({
    name: 'cart-claim',
    text: `UPDATE orders SET guest_token_hash = $3
           WHERE id = (SELECT id FROM orders WHERE customer_id = $1 AND status = 'cart'
                       AND store_id = $2 ORDER BY updated_at DESC LIMIT 1)`,
    values: [customerId, storeId, tokenHash],
  })
  return rowCount === 1
}
