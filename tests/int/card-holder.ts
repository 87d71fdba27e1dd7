import { deriveKey } from 'altcha-lib/algorithms/sha'
import { solveChallenge } from 'altcha-lib'
import type { Payload } from 'payload'

import { GET as captchaChallenge } from '@/app/api/captcha/challenge/route'

import { cardSecrets, cardSeed } from '@/commerce/services/cards/secrets'

import { userData } from './cart-shopper'
import { billing, buyer, decide, eventually, referenceOf, signedWebhook } from './checkout-buyer'
import { postToGateway } from './gateway-request'

/** Store 52's card prefix (the seed's CBFR), the store these holders shop in. */
export const FR_PREFIX = '6280452'

export type GatewayErrors = {
  message: string
  code: number
  referencedRequestParameter: string | null
}[]
type Money = { value: number; currency: string }
export type Giftcard = {
  lastFour: string
  productTitle: string
  balance: Money
  expiresAt: string
  formattedExpiryDate: string
  redeemable: boolean
  transactions: { date: string; reason: string; amount: Money; balanceAfter: Money }[]
}
export type Payments = {
  redeemToken: string | null
  payments: { id: string; lastFour: string; balance: Money; value: Money }[]
  amountToPay: Money | null
  remainingBalance: Money | null
  errors: GatewayErrors
}
export type Credentials = { cardNumber: string; pin: string }

const ERRORS = 'errors { message code referencedRequestParameter }'
const PAYMENTS = `redeemToken payments { id lastFour balance { value currency } value { value currency } }
  amountToPay { value currency } remainingBalance { value currency } ${ERRORS}`
const INFO = `query($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  giftcardInfo(userData: $userData, card: $card, captchaToken: $captchaToken) {
    giftcard { lastFour productTitle balance { value currency } expiresAt formattedExpiryDate redeemable
      transactions { date reason amount { value currency } balanceAfter { value currency } } }
    ${ERRORS} } }`
const ADD = `mutation($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  addGiftcardPayment(userData: $userData, card: $card, captchaToken: $captchaToken) { ${PAYMENTS} } }`
const REMOVE = `mutation($userData: UserDataInput!, $paymentId: ID!) {
  removeGiftcardPayment(userData: $userData, paymentId: $paymentId) { ${PAYMENTS} } }`
const CHECK = `query($userData: UserDataInput!) { checkGiftcardPayment(userData: $userData) { ${PAYMENTS} } }`

/**
 * A solved captcha as the widget sends it, asked for from the holder's address: challenges are
 * limited per address, and this file asks for many.
 */
export async function captchaAt(address: string): Promise<string> {
  const response = await captchaChallenge(
    new Request('http://localhost:3000/api/captcha/challenge/', {
      headers: { 'x-forwarded-for': address },
    }),
  )
  const challenge = await response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The captcha challenge was not solved')
  return btoa(JSON.stringify({ challenge, solution }))
}

// Only what a holder types: the GraphQL input has no other fields.
const credentials = ({ cardNumber, pin }: Credentials): Credentials => ({ cardNumber, pin })

/** A valid number (a store's prefix, CBFR's unless told; check digit) and PIN no card has. */
export const unissued = (seed: string, prefix = FR_PREFIX): Credentials => {
  const { number, pin } = cardSecrets(`unissued:${seed}`, prefix)
  return { cardNumber: number, pin }
}

/**
 * A card holder at one client address (the per-client limit counts per address), keeping the
 * redeem token the gateway hands out as the redeem pages do.
 */
export function holder(address: string) {
  let redeemToken: string | null = null
  async function call<T>(query: string, variables: Record<string, unknown>, field: string) {
    const headers = { 'x-store-id': '52', 'x-forwarded-for': address, 'x-bypass-cache': '1' }
    const { json } = await postToGateway(
      { query, variables: { userData: { ...userData, redeemToken }, ...variables } },
      headers,
    )
    const body = json as { data?: Record<string, T>; errors?: unknown }
    if (!body.data) throw new Error(`No data: ${JSON.stringify(body.errors)}`)
    const answer = body.data[field]! as T & { redeemToken?: string | null }
    if (answer.redeemToken) redeemToken = answer.redeemToken
    return answer as T
  }
  return {
    captcha: () => captchaAt(address),
    useToken: (token: string | null) => {
      redeemToken = token
    },
    info: async (card: Credentials, captchaToken?: string) =>
      call<{ giftcard: Giftcard | null; errors: GatewayErrors }>(
        INFO,
        { card: credentials(card), captchaToken: captchaToken ?? (await captchaAt(address)) },
        'giftcardInfo',
      ),
    add: async (card: Credentials, captchaToken?: string) =>
      call<Payments>(
        ADD,
        { card: credentials(card), captchaToken: captchaToken ?? (await captchaAt(address)) },
        'addGiftcardPayment',
      ),
    remove: (paymentId: string) => call<Payments>(REMOVE, { paymentId }, 'removeGiftcardPayment'),
    check: () => call<Payments>(CHECK, {}, 'checkGiftcardPayment'),
  }
}

export type IssuedCard = Credentials & { id: number; productId: string; lastFour: string }

/** Buys `packages` with a paid order and answers its cards with their numbers and PINs. */
export async function buyCards(
  payload: Payload,
  packages: { productId: string; amount: number; qty: number }[],
): Promise<IssuedCard[]> {
  const shopper = buyer()
  for (const item of packages) {
    await shopper.add({ ...item, deliveryType: 'DIGITAL', deliveryMode: 'DEFAULT' })
  }
  const placed = await shopper.place({ billingAddress: billing })
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, 'paid')
  await signedWebhook(reference, 'paid')()
  const count = packages.reduce((sum, item) => sum + item.qty, 0)
  const read = async () =>
    (
      await payload.db.pool.query<{
        id: number
        uuid: string
        package_id: string
        card_index: string
        seed_nonce: string
        product_id: string
        last_four: string
      }>(
        `SELECT c.id, o.uuid, c.package_id, c.card_index, c.seed_nonce, c.product_id, c.last_four
         FROM gift_cards c JOIN orders o ON o.id = c.order_id WHERE o.uuid = $1 ORDER BY c.id`,
        [placed.orderUuid],
      )
    ).rows
  const rows = await eventually(read, (found) => found.length === count)
  if (rows.length !== count) throw new Error(`${rows.length} of ${count} cards issued`)
  return rows.map((row) => {
    const seed = cardSeed(row.uuid, row.package_id, Number(row.card_index), Number(row.seed_nonce))
    const { number, pin } = cardSecrets(seed, FR_PREFIX)
    return {
      id: row.id,
      productId: row.product_id,
      lastFour: row.last_four,
      cardNumber: number,
      pin,
    }
  })
}

/** Another PIN of the same length: wrong for the card. */
export const wrongPin = (pin: string): string =>
  pin.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10))
