import { ERRORS, type GatewayError, ServerClient, userData } from './client'
import type { BuyerDetails, Placed } from './orders'

const ADD_CARD = `mutation($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  addGiftcardPayment(userData: $userData, card: $card, captchaToken: $captchaToken) {
    redeemToken ${ERRORS} } }`
const ADD_PACKAGE = `mutation($userData: UserDataInput!, $input: RedeemPackageInput!) {
  addRedeemPackage(userData: $userData, input: $input) { order { uuid } ${ERRORS} } }`
const PLACE = `mutation($userData: UserDataInput!, $input: PlaceRedeemOrderInput!) {
  placeRedeemOrder(userData: $userData, input: $input) { orderUuid redirectUrl ${ERRORS} } }`

/**
 * The holder's exchange, as the redeem pages make it: the card (captcha and PIN) starts a
 * session, one e-card of `amount` cents of `product` is chosen, and the order is placed with
 * the buyer's details; the card pays it all, so it completes at once.
 */
export async function placeRedeemOrder(
  holder: ServerClient,
  card: { number: string; pin: string },
  product: string,
  buyer: BuyerDetails,
): Promise<Placed> {
  const started = await holder.gateway<{ redeemToken: string | null }>(
    'addGiftcardPayment',
    ADD_CARD,
    {
      card: { cardNumber: card.number, pin: card.pin },
      captchaToken: await holder.captcha(),
    },
  )
  if (!started.redeemToken) throw new Error(`No redeem session: ${JSON.stringify(started.errors)}`)
  const session = { userData: { ...userData, redeemToken: started.redeemToken } }
  const chosen = await holder.gateway('addRedeemPackage', ADD_PACKAGE, {
    ...session,
    input: { productId: product, deliveryType: 'DIGITAL', amount: 2000, qty: 1 },
  })
  if (chosen.errors.length > 0) throw new Error(`Not chosen: ${JSON.stringify(chosen.errors)}`)
  return holder.gateway<Placed>('placeRedeemOrder', PLACE, {
    ...session,
    input: { billingAddress: buyer, termsAccepted: true },
  })
}

const REDEEM_ORDER = `query($userData: UserDataInput!, $uuid: ID!, $access: String) {
  order(userData: $userData, uuid: $uuid, access: $access) {
    order { uuid status billingAddress { firstName lastName email phoneNumber street }
      payments { lastFour } }
    orderStatus { uuid orderNumber status paymentStatus }
    ${ERRORS} } }`

export type RedeemOrderAnswer = {
  order: { uuid: string; billingAddress: { firstName: string } | null } | null
  orderStatus: { uuid: string; status: string } | null
  errors: GatewayError[]
  body: string
}

/** The placed redeem order as its confirmation asks it (order(uuid)). */
export async function readRedeemOrder(
  client: ServerClient,
  uuid: string,
  access?: string,
): Promise<RedeemOrderAnswer> {
  const answer = await client.gatewayRaw(REDEEM_ORDER, { uuid, access: access ?? null })
  const data = (answer.json as { data?: { order: Omit<RedeemOrderAnswer, 'body'> } }).data
  if (!data) throw new Error(`No order: ${answer.body}`)
  return { ...data.order, body: answer.body }
}

const ACTIVATE = `mutation($userData: UserDataInput!, $input: ActivationInput!, $captchaToken: String!) {
  createActivationOrder(userData: $userData, input: $input, captchaToken: $captchaToken) {
    orderUuid redirectUrl ${ERRORS} } }`

/** /activer/'s form: a blank card loaded with 20 €, paid by card. */
export async function activate(client: ServerClient, cardNumber: string, email: string) {
  return client.gateway<Placed>('createActivationOrder', ACTIVATE, {
    input: {
      cardNumber,
      amount: 2000,
      email,
      emailConfirmation: email,
      paymentMethod: 'creditcard',
      termsAccepted: true,
    },
    captchaToken: await client.captcha(),
  })
}
