import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { DELETE, GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'

import type { Account } from './staff-accounts'

const ROUTES = { GET, POST, PATCH, DELETE }

/** A call of Payload's REST API as a member of staff signed in to /admin (their token). */
export async function restAs(
  account: Account,
  method: keyof typeof ROUTES,
  path: string,
  body?: object,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(`http://localhost:3000/api${path}`)
  const headers: Record<string, string> = { authorization: `JWT ${account.token}` }
  if (body) headers['content-type'] = 'application/json'
  const response = await ROUTES[method](
    new Request(url, { method, headers, body: body && JSON.stringify(body) }),
    { params: Promise.resolve({ slug: url.pathname.split('/').filter(Boolean).slice(1) }) },
  )
  return { status: response.status, body: await response.json().catch(() => null) }
}

export type LoggedAction = {
  staffId: number
  staffEmail: string
  staffRole: string
  action: string
  changes: Record<string, { before: unknown; after: unknown }>
  reason: string | null
}

/** The audit log's entries about one document, oldest first. */
export async function auditOf(
  payload: Payload,
  target: string,
  id: number,
): Promise<LoggedAction[]> {
  const { rows } = await payload.db.pool.query<LoggedAction>(
    `SELECT staff_id::int AS "staffId", staff_email AS "staffEmail", staff_role AS "staffRole",
       action, changes, reason FROM audit_log WHERE target = $1 AND document_id = $2 ORDER BY id`,
    [target, String(id)],
  )
  return rows
}

/** An order placed and not paid yet (PENDING), written with SQL. */
export async function pendingOrder(payload: Payload): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO orders (uuid, status, store_id, flow, currency, grand_total, items_qty, packages,
       placed_at)
     VALUES ($1, 'PENDING', 52, 'regular', 'EUR', 2500, 1, '[]', now()) RETURNING id`,
    [randomUUID()],
  )
  return rows[0]!.id
}
