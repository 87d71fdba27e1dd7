import type { Payload } from 'payload'

import { poolOf } from './pool'

/** A session of a customer, by its secret's hash, alive for `days`. */
export async function insertCustomerSession(
  payload: Payload,
  customerId: number,
  tokenHash: string,
  days: number,
): Promise<void> {
  await poolOf(payload).query({
    name: 'session-create',
    text: `INSERT INTO customer_sessions (customer_id, token_hash, expires_at)
           VALUES ($1, $2, now() + make_interval(days => $3))`,
    values: [customerId, tokenHash, days],
  })
}

/** The customer of a live session, or null. */
export async function findSessionCustomer(
  payload: Payload,
  tokenHash: string,
): Promise<number | null> {
  const { rows } = await poolOf(payload).query<{ customer_id: number }>({
    name: 'session-find',
    text: `SELECT customer_id FROM customer_sessions WHERE token_hash = $1 AND expires_at > now()`,
    values: [tokenHash],
  })
  return rows[0]?.customer_id ?? null
}

export async function deleteCustomerSession(payload: Payload, tokenHash: string): Promise<void> {
  await poolOf(payload).query({
    name: 'session-delete',
    text: `DELETE FROM customer_sessions WHERE token_hash = $1`,
    values: [tokenHash],
  })
}

/** Every session of a customer but the one of `keepHash` (or all when null). */
export async function deleteSessionsOfCustomer(
  payload: Payload,
  customerId: number,
  keepHash: string | null,
): Promise<void> {
  await poolOf(payload).query({
    name: 'session-delete-customer',
    text: `DELETE FROM customer_sessions WHERE customer_id = $1 AND token_hash IS DISTINCT FROM $2`,
    values: [customerId, keepHash],
  })
}

/** Whether Payload's lock after too many wrong passwords holds this account now. */
export async function customerLockedNow(payload: Payload, email: string): Promise<boolean> {
  const { rows } = await poolOf(payload).query<{ locked: boolean | null }>({
    name: 'customer-locked',
    text: `SELECT lock_until > now() AS locked FROM customers WHERE email = $1`,
    values: [email],
  })
  return rows[0]?.locked === true
}
