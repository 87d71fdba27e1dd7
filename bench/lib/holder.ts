import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import type { Call } from './shopper'

type Answer = { errors: { message: string; code: number }[] } & Record<string, unknown>

// Operations of src/commerce/gateway/schema/cards.graphql, as the redeem widgets send them.
const ERRORS = 'errors { message code referencedRequestParameter }'
const CARD_ARGS =
  '$userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!'
const CARD_VARS = 'userData: $userData, card: $card, captchaToken: $captchaToken'
export const GIFTCARD_INFO = `query GiftcardInfo(${CARD_ARGS}) {
  giftcardInfo(${CARD_VARS}) {
    giftcard { lastFour balance { value } expiresAt transactions { reason amount { value } } }
    ${ERRORS} } }`
export const ADD_GIFTCARD_PAYMENT = `mutation AddGiftcardPayment(${CARD_ARGS}) {
  addGiftcardPayment(${CARD_VARS}) {
    redeemToken payments { id value { value } } amountToPay { value } ${ERRORS} } }`
export const ADD_REDEEM_PACKAGE = `mutation AddRedeemPackage($userData: UserDataInput!,
  $input: RedeemPackageInput!) {
  addRedeemPackage(userData: $userData, input: $input) {
    order { uuid itemsQty totals { amountToPay { value } } } ${ERRORS} } }`
export const PLACE_REDEEM_ORDER = `mutation PlaceRedeemOrder($userData: UserDataInput!,
  $input: PlaceRedeemOrderInput!) {
  placeRedeemOrder(userData: $userData, input: $input) { orderUuid redirectUrl ${ERRORS} } }`

/**
 * A card holder over HTTP, each request from its own client address (as the proxy in front
 * reports it): the per-client limits guard against one guesser, not against many holders.
 */
export function holder(origin: string, nextAddress: () => string) {
  let redeemToken: string | null = null
  const userData = () => ({ language: 'fr', storeID: 52, countryCode: 'FR', redeemToken })

  /** What the ALTCHA widget does before a card form is sent; not part of the timings. */
  async function captchaToken(): Promise<string> {
    const response = await fetch(`${origin}/api/captcha/challenge/`, {
      headers: { 'x-forwarded-for': nextAddress() },
    })
    if (!response.ok) throw new Error(`captcha challenge: status ${response.status}`)
    const challenge = await response.json()
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('The captcha challenge was not solved')
    return btoa(JSON.stringify({ challenge, solution }))
  }

  async function post(document: string, variables: object, field: string) {
    const mutation = document.trimStart().startsWith('mutation')
    const started = performance.now()
    const response = await fetch(`${origin}/api/gateway/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-store-id': '52',
        'x-language': 'fr',
        'x-country': 'FR',
        'x-forwarded-for': nextAddress(),
        ...(mutation ? { 'x-bypass-cache': '1' } : {}),
      },
      body: JSON.stringify({ query: document, variables: { ...variables, userData: userData() } }),
    })
    const body = (await response.json().catch(() => ({}))) as {
      data?: Record<string, Answer | null>
    }
    const ms = performance.now() - started
    const answer = body.data?.[field]
    if (!response.ok || !answer) return { ms, answer: null, problem: JSON.stringify(body) }
    const problem = answer.errors.length > 0 ? JSON.stringify(answer.errors) : null
    return { ms, answer, problem }
  }

  return {
    captchaToken,
    /** The balance check of /verifier-solde/: the card's balance, expiry and movements. */
    async balance(card: { cardNumber: string; pin: string }, expected: number): Promise<Call> {
      const call = await post(
        GIFTCARD_INFO,
        { card, captchaToken: await captchaToken() },
        'giftcardInfo',
      )
      const giftcard = call.answer?.giftcard as { balance: { value: number } } | null | undefined
      const seen = giftcard?.balance.value
      const problem = call.problem ?? (seen === expected ? null : `balance ${seen} for ${expected}`)
      return { ms: call.ms, problem }
    },
    /** Starts a redeem session with the card (the captcha is solved before the timer starts). */
    async addCard(card: { cardNumber: string; pin: string }, captcha: string): Promise<Call> {
      redeemToken = null
      const call = await post(
        ADD_GIFTCARD_PAYMENT,
        { card, captchaToken: captcha },
        'addGiftcardPayment',
      )
      redeemToken = (call.answer?.redeemToken as string | null | undefined) ?? null
      return { ms: call.ms, problem: call.problem ?? (redeemToken ? null : 'no redeem token') }
    },
    async choose(input: object): Promise<Call> {
      const call = await post(ADD_REDEEM_PACKAGE, { input }, 'addRedeemPackage')
      return { ms: call.ms, problem: call.problem }
    },
    /** Places the session's order: paid by the card alone, so no payment page may come back. */
    async place(input: object): Promise<Call> {
      const call = await post(PLACE_REDEEM_ORDER, { input }, 'placeRedeemOrder')
      const placed = call.answer as { orderUuid: string | null; redirectUrl: string | null } | null
      const problem =
        call.problem ??
        (placed?.orderUuid && !placed.redirectUrl ? null : `placed ${JSON.stringify(placed)}`)
      return { ms: call.ms, problem }
    },
  }
}
