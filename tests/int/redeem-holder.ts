import type { Payload } from 'payload'

import { startRedeemSession } from '@/commerce/services/redeem/session'

import { userData } from './cart-shopper'
import { billing, type Placed } from './checkout-buyer'
import { postToGateway } from './gateway-request'

type Errors = { message: string; code: number; referencedRequestParameter: string | null }[]
type Money = { value: number }

export type RedeemOrderView = {
  uuid: string
  status: string
  itemsQty: number
  totals: { subTotal: Money; grandTotal: Money; amountToPay: Money }
  payments: { id: string; lastFour: string; balance: Money; value: Money }[]
  remainingBalance: Money
  shipments: {
    deliveryType: string
    formattedDeliveryDate: string
    packages: {
      id: string
      mainProduct: { id: string; title: string }
      items: { qty: number; price: Money }[]
    }[]
  }[]
}
export type RedeemAnswer = { order: RedeemOrderView | null; errors: Errors }

const ORDER = `order { uuid status itemsQty
  totals { subTotal { value } grandTotal { value } amountToPay { value } }
  payments { id lastFour balance { value } value { value } }
  remainingBalance { value }
  shipments { deliveryType formattedDeliveryDate
    packages { id mainProduct { id title } items { qty price { value } } } } }
errors { message code referencedRequestParameter }`

/**
 * A card holder with a redeem session holding `cards`: the session is made directly (the card
 * check with captcha and PIN is the card gateway's, tested there). `sent`: headers of every call.
 */
export async function holder(
  payload: Payload,
  cards: { id: number; last_four: string }[],
  sent: Record<string, string> = {},
) {
  const { token, session } = await startRedeemSession(payload, 52)
  await payload.db.pool.query(`UPDATE orders SET card_payments = $2::jsonb WHERE id = $1`, [
    session.id,
    JSON.stringify(cards.map((card) => ({ card: card.id, lastFour: card.last_four }))),
  ])
  // The holder's browser: the order it places is its own to read (the order access cookie).
  const jar = new Map<string, string>()
  const call = async <T>(query: string, variables: Record<string, unknown>, field: string) => {
    const mutation = query.startsWith('mutation')
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const { json, headers } = await postToGateway(
      { query, variables: { userData: { ...userData, redeemToken: token }, ...variables } },
      {
        'x-store-id': '52',
        ...(mutation ? { 'x-bypass-cache': '1' } : {}),
        ...(cookie ? { cookie } : {}),
        ...sent,
      },
    )
    for (const line of headers.getSetCookie()) {
      const [name = '', ...rest] = line.split(';')[0]!.split('=')
      jar.set(name, rest.join('='))
    }
    const body = json as { data?: Record<string, T>; errors?: unknown }
    if (!body.data) throw new Error(`No data: ${JSON.stringify(body.errors)}`)
    return body.data[field]!
  }
  return {
    token,
    sessionId: session.id,
    order: (uuid = 'current') =>
      call<RedeemAnswer>(
        `query($userData: UserDataInput!, $uuid: ID!) { order(userData: $userData, uuid: $uuid) { ${ORDER} } }`,
        { uuid },
        'order',
      ),
    add: (input: Record<string, unknown>) =>
      call<RedeemAnswer>(
        `mutation($userData: UserDataInput!, $input: RedeemPackageInput!) {
          addRedeemPackage(userData: $userData, input: $input) { ${ORDER} } }`,
        { input },
        'addRedeemPackage',
      ),
    update: (packageId: string, input: Record<string, unknown>) =>
      call<RedeemAnswer>(
        `mutation($userData: UserDataInput!, $packageId: ID!, $input: RedeemPackageInput!) {
          updateRedeemPackage(userData: $userData, packageId: $packageId, input: $input) { ${ORDER} } }`,
        { packageId, input },
        'updateRedeemPackage',
      ),
    place: (input: Record<string, unknown> = {}) =>
      call<Placed>(
        `mutation($userData: UserDataInput!, $input: PlaceRedeemOrderInput!) {
          placeRedeemOrder(userData: $userData, input: $input) {
            orderUuid redirectUrl errors { message code referencedRequestParameter } } }`,
        { input: { billingAddress: billing, termsAccepted: true, ...input } },
        'placeRedeemOrder',
      ),
  }
}

/** A card's balance and the sum of its ledger: they must always agree. */
export async function balanceAndLedger(payload: Payload, cardId: number) {
  const { rows } = await payload.db.pool.query<{ balance: number; ledger: number }>(
    `SELECT c.balance::int AS balance,
       (SELECT coalesce(sum(amount), 0)::int FROM card_ledger WHERE card_id = c.id) AS ledger
     FROM gift_cards c WHERE c.id = $1`,
    [cardId],
  )
  return rows[0]!
}
