import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { lockCustomerRow } from '@/commerce/db/customer-lock-repository'
import type { Customer } from '@/payload-types'

/** The fields a change writes, worked out from the customer as stored, or why it writes none. */
export type CustomerChange<Refusal extends string> = (
  customer: Customer,
) => Partial<Customer> | Refusal

/**
 * Reads, changes and writes one customer in one transaction under a lock of its row, so two tabs
 * editing at once run one after the other, each on the other's result (the cart guards its one
 * JSON column with a revision; a customer is several tables that Payload writes). Answers the
 * written customer, the change's refusal, or null when the customer is gone.
 */
export async function changeCustomer<Refusal extends string>(
  payload: Payload,
  id: number,
  change: CustomerChange<Refusal>,
): Promise<Customer | Refusal | null> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockCustomerRow(req, id)
    const options = { collection: 'customers', id, depth: 0, overrideAccess: true, req } as const
    const customer = await payload.findByID({ ...options, disableErrors: true })
    const data = customer ? change(customer) : null
    const result =
      data === null || typeof data === 'string' ? data : await payload.update({ ...options, data })
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
