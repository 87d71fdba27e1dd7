import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { actorOf } from '@/collections/audit-log/hooks'
import { changedFields } from '@/commerce/domain/staff/audit'
import { adminText, type AdminTexts } from '@/i18n/admin-texts'

/** Paid: its payment settled it (the shop's own writes go on: issuance, mails, invoice). */
const isPaid = (order: { paidAt?: unknown; status?: unknown } | undefined) =>
  Boolean(order?.paidAt) || order?.status === 'COMPLETED'

/** A public 403 whose message the admin shows, in the member of staff's language. */
function refusal(req: PayloadRequest, pick: (texts: AdminTexts) => string): APIError {
  const error = new APIError(adminText(req.i18n?.language, pick), 403, null, true)
  // Named by hand: the build's copy of the class may have lost its name, and Payload answers
  // 'An unknown error occurred.' for an error without one (STACK.md trap 10).
  error.name = 'Forbidden'
  return error
}

/**
 * Issue 35 point 9: once paid, an order is the record of what was bought and paid for. Staff
 * (in /admin or Payload's REST API) change none of its fields; there is no staff notes field
 * today, which would be the one left open.
 */
export const refusePaidOrderEdits: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !actorOf(req.user) || !isPaid(originalDoc)) return data
  const changes = changedFields(originalDoc, { ...originalDoc, ...data }, ['giftCards'])
  if (Object.keys(changes).length > 0) throw refusal(req, (texts) => texts.StaffRules.paidOrder)
  return data
}

/** A paid order is never deleted by staff. */
export const refusePaidOrderDeletes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!actorOf(req.user)) return
  const order = await req.payload.findByID({ collection: 'orders', id, depth: 0, req })
  if (isPaid(order)) throw refusal(req, (texts) => texts.StaffRules.paidOrderDelete)
}
