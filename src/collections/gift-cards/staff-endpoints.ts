import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { mayServeCustomers } from '@/access/staff-roles'
import { actorOf } from '@/collections/audit-log/hooks'
import {
  adjustmentSchema,
  RESEND_REFUSALS,
  statusChangeSchema,
} from '@/commerce/domain/cards/card-service'
import { formatMoney } from '@/commerce/domain/money'
import type { Actor } from '@/commerce/domain/staff/audit'
import {
  adjustCardBalance,
  findCardCurrency,
  resendCardMail,
  setCardBlocked,
} from '@/commerce/services/cards'

type Staff = { actor: Actor; cardId: number }

const answer = (body: object, status = 200) => Response.json(body, { status })

/** The card named in the path, if it exists. */
async function cardOf(req: PayloadRequest): Promise<{ id: number; currency: string } | null> {
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return findCardCurrency(req.payload, id)
}

/**
 * A customer-service action on one card: only for staff signed in to /admin whose role serves
 * customers (a shop customer never holds such a session), with a body checked by `schema`.
 */
function staffAction<T>(
  path: string,
  schema: z.ZodType<T>,
  act: (req: PayloadRequest, input: T, staff: Staff & { currency: string }) => Promise<Response>,
): Endpoint {
  return {
    path: `/:id/${path}`,
    method: 'post',
    handler: async (req) => {
      const actor = actorOf(req.user)
      if (!req.user) return answer({ error: 'Sign in to /admin first.' }, 401)
      if (!actor || !mayServeCustomers(req.user)) {
        return answer({ error: 'Customer service only.' }, 403)
      }
      const card = await cardOf(req)
      if (!card) return answer({ error: 'There is no such card.' }, 404)
      await addDataAndFileToRequest(req)
      const parsed = schema.safeParse(req.data ?? {})
      if (!parsed.success) {
        return answer({ error: parsed.error.issues.map((issue) => issue.message).join(' ') }, 400)
      }
      const staff = { actor, cardId: card.id, currency: card.currency }
      return act(req, parsed.data, staff)
    },
  }
}

/** POST /api/gift-cards/:id/adjust {amount (signed cents), reason}: a ledger adjustment. */
const adjust = staffAction('adjust', adjustmentSchema, async (req, input, staff) => {
  const outcome = await adjustCardBalance(req.payload, staff.cardId, input.amount, {
    actor: staff.actor,
    reason: input.reason,
  })
  const money = (value: number) => formatMoney({ currency: staff.currency, value }, 'en-GB')
  if (!outcome.ok) {
    const error = `Refused: the card has ${money(outcome.balance)}; a balance cannot go below zero.`
    return answer({ error, balance: outcome.balance }, 422)
  }
  req.payload.logger.info({ ...staff, amount: input.amount }, 'Card balance adjusted by staff')
  return answer({ balance: outcome.balance, message: `New balance: ${money(outcome.balance)}.` })
})

/** POST /api/gift-cards/:id/status {blocked, reason}: blocks or unblocks the card. */
const status = staffAction('status', statusChangeSchema, async (req, input, staff) => {
  const after = await setCardBlocked(req.payload, staff.cardId, input.blocked, {
    actor: staff.actor,
    reason: input.reason,
  })
  req.payload.logger.info({ ...staff, status: after }, 'Card status changed by staff')
  return answer({ status: after, message: `The card is now ${after}.` })
})

/** POST /api/gift-cards/:id/resend: a digital card's e-mail, once more. */
const resend = staffAction('resend', z.object({}), async (req, _input, staff) => {
  const outcome = await resendCardMail(req.payload, staff.cardId, staff.actor)
  if (!outcome.ok) return answer({ error: RESEND_REFUSALS[outcome.error] }, 409)
  req.payload.logger.info({ ...staff, sent: outcome.sent }, 'Card e-mail resent by staff')
  const message = outcome.sent
    ? 'The e-mail was sent again.'
    : 'The e-mail will be sent again within a minute.'
  return answer({ sent: outcome.sent, message })
})

export const cardServiceEndpoints: Endpoint[] = [adjust, status, resend]
