import type { Payload } from 'payload'
import { expect } from 'vitest'

import { cardSecrets, cardSeed } from '@/commerce/services/cards/secrets'

import { solvedCaptcha } from './captcha-solver'
import { FR_PREFIX } from './card-holder'
import { decide, referenceOf, signedWebhook } from './checkout-buyer'
import { userData } from './cart-shopper'
import { postToGateway } from './gateway-request'

export type GatewayErrors = {
  code: number
  message: string
  referencedRequestParameter: string | null
}[]
export type Placed = { orderUuid: string | null; redirectUrl: string | null; errors: GatewayErrors }
export type BlankCard = {
  id: number
  number: string
  status: string
  balance: number
  initial_amount: number
  fulfilment: string | null
}

const ACTIVATE = `mutation($userData: UserDataInput!, $input: ActivationInput!, $captchaToken: String!) {
  createActivationOrder(userData: $userData, input: $input, captchaToken: $captchaToken) {
    orderUuid redirectUrl errors { code message referencedRequestParameter } } }`

/** Each test activates from its own address: the per-client limit is not what it is about. */
let client = 10
export async function activate(
  input: Record<string, unknown>,
  sent: Record<string, string> = {},
): Promise<Placed> {
  client++
  const { json } = await postToGateway(
    {
      query: ACTIVATE,
      variables: {
        userData,
        captchaToken: await solvedCaptcha(),
        input: {
          amount: 5_000,
          email: 'holder@example.fr',
          emailConfirmation: 'holder@example.fr',
          paymentMethod: 'creditcard',
          termsAccepted: true,
          ...input,
        },
      },
    },
    {
      'x-store-id': '52',
      'x-bypass-cache': '1',
      'x-forwarded-for': `81.2.69.${client}`,
      ...sent,
    },
  )
  return (json as { data: { createActivationOrder: Placed } }).data.createActivationOrder
}

/** The cards of an order with their numbers, derived again as the issuing job did. */
export async function cardsWithNumbers(payload: Payload, orderUuid: string): Promise<BlankCard[]> {
  const { rows } = await payload.db.pool.query<
    Omit<BlankCard, 'number'> & { package_id: string; card_index: number; seed_nonce: number }
  >(
    `SELECT c.id, c.status, c.balance::int AS balance, c.initial_amount::int AS initial_amount,
       c.fulfilment, c.package_id, c.card_index, c.seed_nonce
     FROM gift_cards c JOIN orders o ON o.id = c.order_id WHERE o.uuid = $1 ORDER BY c.card_index`,
    [orderUuid],
  )
  return rows.map(({ package_id, card_index, seed_nonce, ...card }) => ({
    ...card,
    number: cardSecrets(cardSeed(orderUuid, package_id, card_index, seed_nonce), FR_PREFIX).number,
  }))
}

export const ledgerOf = async (payload: Payload, cardId: number) =>
  (
    await payload.db.pool.query<{ amount: number; reason: string; reference: string }>(
      `SELECT amount::int AS amount, reason, reference FROM card_ledger WHERE card_id = $1`,
      [cardId],
    )
  ).rows

export const cardRow = async (payload: Payload, cardId: number) =>
  (
    await payload.db.pool.query<{ status: string; balance: number; activated_at: Date | null }>(
      `SELECT status, balance::int AS balance, activated_at FROM gift_cards WHERE id = $1`,
      [cardId],
    )
  ).rows[0]!

export const orderId = async (payload: Payload, uuid: string) =>
  (await payload.db.pool.query<{ id: number }>(`SELECT id FROM orders WHERE uuid = $1`, [uuid]))
    .rows[0]!.id

/** Pays a placed order on the local provider, as its webhook tells it. */
export async function pay(placed: Placed, outcome: 'paid' | 'failed') {
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, outcome)
  expect((await signedWebhook(reference, outcome)()).status).toBe(200)
}
