import type { Payload } from 'payload'

import { readSessionSecret, sessionCustomer } from '@/commerce/services/account'
import { browserOpensOrder } from './access-cookie'
import { opensOrder } from './access-token'
import type { OrderRow } from '@/commerce/db/order-repository'

/** How a request shows it owns an order. */
export type OrderProof = 'link' | 'browser' | 'account'

/**
 * Whose an order's personal data is: the holder of a signed, unexpired link of the order's
 * e-mails (`access`), the browser that placed it (its cookie), or the signed-in customer who
 * placed it. Null for anyone else, who may see its status only.
 */
export async function orderProof(
  payload: Payload,
  headers: Headers,
  row: Pick<OrderRow, 'uuid' | 'customer_id'>,
  access: string | null | undefined,
): Promise<OrderProof | null> {
  if (opensOrder(row.uuid, access)) return 'link'
  if (browserOpensOrder(headers, row.uuid)) return 'browser'
  const secret = row.customer_id === null ? null : readSessionSecret(headers)
  if (secret && (await sessionCustomer(payload, secret)) === row.customer_id) return 'account'
  return null
}
