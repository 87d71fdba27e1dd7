import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import {
  hasAdminAdjustmentLimits,
  mayOverrideCardSafeguards,
  mayServeCustomers,
} from '@/access/staff-roles'
import { worksInStore } from '@/access/store-grants'
import { actorOf } from '@/collections/audit-log/hooks'
import {
  adjustmentSchema,
  resendSchema,
  statusChangeSchema,
} from '@/commerce/domain/cards/card-service'
import { formatMoney } from '@/commerce/domain/money'
import type { Actor } from '@/commerce/domain/staff/audit'
import { adminIntlLocale, adminText, cardServiceText } from '@/i18n/admin-texts'
import {
  adjustCardBalance,
  resendCardMail,
  setCardBlocked,
  staffCard,
} from '@/commerce/services/cards'

type Staff = { actor: Actor; cardId: number }

const answer = (body: object, status = 200) => Response.json(body, { status })

/**
 * The card named in the path, if it exists and was sold by a store the user works in: another
 * store's card is answered as a missing one (nothing tells it exists).
 */
async function cardOf(req: PayloadRequest): Promise<{ id: number; currency: string } | null> {
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const card = await staffCard(req.payload, id)
  return card && (await worksInStore(req, card.storeId)) ? card : null
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
      const say = (key: string) => cardServiceText(req.i18n?.language, key)
      if (!req.user) return answer({ error: say('signIn') }, 401)
      if (!actor || !mayServeCustomers(req.user)) return answer({ error: say('serviceOnly') }, 403)
      const card = await cardOf(req)
      if (!card) return answer({ error: say('noCard') }, 404)
      await addDataAndFileToRequest(req)
      const parsed = schema.safeParse(req.data ?? {})
      if (!parsed.success) {
        return answer(
          { error: parsed.error.issues.map((issue) => say(issue.message)).join(' ') },
          400,
        )
      }
      const staff = { actor, cardId: card.id, currency: card.currency }
      return act(req, parsed.data, staff)
    },
  }
}

/**
 * POST /api/gift-cards/:id/adjust {amount (signed cents), reason}: a ledger adjustment, within
 * the caller's caps of the store's staff limits (403 above them) and the card's balance (422).
 */
const adjust = staffAction('adjust', adjustmentSchema, async (req, input, staff) => {
  const tier = hasAdminAdjustmentLimits(req.user) ? 'admin' : 'service'
  const outcome = await adjustCardBalance(
    req.payload,
    staff.cardId,
    input.amount,
    { actor: staff.actor, reason: input.reason },
    tier,
  )
  const language = req.i18n?.language
  const money = (value: number) =>
    formatMoney({ currency: staff.currency, value }, adminIntlLocale(language))
  if (!outcome.ok && outcome.error === 'cap') {
    const values = { limit: money(outcome.limit), used: money(outcome.used) }
    const error = adminText(language, (t) => t.StaffRules[outcome.cap], values)
    return answer({ error, cap: outcome.cap, limit: outcome.limit, used: outcome.used }, 403)
  }
  if (!outcome.ok) {
    const balance = { balance: money(outcome.balance) }
    const error = adminText(language, (t) => t.CardService.belowZero, balance)
    return answer({ error, balance: outcome.balance }, 422)
  }
  req.payload.logger.info({ ...staff, amount: input.amount }, 'Card balance adjusted by staff')
  const balance = { balance: money(outcome.balance) }
  const message = adminText(language, (t) => t.CardService.newBalance, balance)
  return answer({ balance: outcome.balance, message })
})

/**
 * POST /api/gift-cards/:id/status {blocked, fraud?, reason}: blocks or unblocks the card; a
 * block for fraud is lifted by admins only (403).
 */
const status = staffAction('status', statusChangeSchema, async (req, input, staff) => {
  const outcome = await setCardBlocked(
    req.payload,
    staff.cardId,
    input,
    { actor: staff.actor, reason: input.reason },
    mayOverrideCardSafeguards(req.user),
  )
  if (!outcome.ok) {
    return answer({ error: adminText(req.i18n?.language, (t) => t.StaffRules.fraudBlock) }, 403)
  }
  req.payload.logger.info({ ...staff, status: outcome.status }, 'Card status changed by staff')
  const language = req.i18n?.language
  const state = adminText(
    language,
    (t) => t.Collections['gift-cards'].options.status[outcome.status],
  )
  const message = adminText(language, (t) => t.CardService.nowStatus, { status: state })
  return answer({ status: outcome.status, message })
})

/**
 * POST /api/gift-cards/:id/resend {to?, reason?}: a digital card's e-mail, once more, to its
 * receiver; to another address only by an admin, with a reason (403 otherwise).
 */
const resend = staffAction('resend', resendSchema, async (req, input, staff) => {
  const outcome = await resendCardMail(req.payload, staff.cardId, {
    actor: staff.actor,
    ...input,
    mayRedirect: mayOverrideCardSafeguards(req.user),
  })
  if (!outcome.ok) {
    const language = req.i18n?.language
    if (outcome.error !== 'elsewhere') {
      return answer({ error: cardServiceText(language, outcome.error) }, 409)
    }
    const error = adminText(language, (t) => t.StaffRules.resendElsewhere)
    return answer({ error }, 403)
  }
  req.payload.logger.info({ ...staff, sent: outcome.sent }, 'Card e-mail resent by staff')
  const message = cardServiceText(req.i18n?.language, outcome.sent ? 'sent' : 'sendSoon')
  return answer({ sent: outcome.sent, message })
})

export const cardServiceEndpoints: Endpoint[] = [adjust, status, resend]
