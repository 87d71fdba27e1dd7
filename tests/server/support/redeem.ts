import { ERRORS, type GatewayError, type ServerClient, userData } from './client'
import type { BuyerDetails, Placed } from './orders'

const ADD_CARD = `mutation($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  addGiftcardPayment(userData: $userData, card: $card, captchaToken: $captchaToken) {
    redeemToken ${ERRORS} } }`
const ADD_PACKAGE = `mutation($userData: UserDataInput!, $input: RedeemPackageInput!) {
  addRedeemPackage(userData: $userData, input: $input) {
    order { uuid itemsQty totals { subTotal { value } amountToPay { value } } } ${ERRORS} } }`
const PLACE = `mutation($userData: UserDataInput!, $input: PlaceRedeemOrderInput!) {
  placeRedeemOrder(userData: $userData, input: $input) { orderUuid redirectUrl ${ERRORS} } }`

/** The invoice details a holder types at /verifier-solde/paiement/. */
export const redeemBilling = {
  customerType: 'PRIVATE',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  phoneNumber: '+33612345678',
  street: 'rue de Rivoli',
  houseNumber: 10,
  postCode: '75001',
  city: 'Paris',
  countryCode: 'FR',
}

type RedeemChoice = { productId: string; deliveryType: string; amount: number; qty: number }
type RedeemSessionOrder = {
  uuid: string
  itemsQty: number
  totals: { subTotal: { value: number }; amountToPay: { value: number } }
}

/**
 * A redeem session of the client's own, as /verifier-solde/ starts it: the card added with a
 * solved captcha, its number and PIN; the redeem token the gateway answers is sent from then on.
 */
export async function redeemSession(client: ServerClient, card: { number: string; pin: string }) {
  const added = await client.gateway<{ redeemToken: string | null }>(
    'addGiftcardPayment',
    ADD_CARD,
    {
      card: { cardNumber: card.number, pin: card.pin },
      captchaToken: await client.captcha(),
    },
  )
  if (!added.redeemToken) throw new Error(`The card was refused: ${JSON.stringify(added.errors)}`)
  const session = { userData: { ...userData, redeemToken: added.redeemToken } }
  const add = (input: RedeemChoice) =>
    client.gateway<{ order: RedeemSessionOrder | null }>('addRedeemPackage', ADD_PACKAGE, {
      ...session,
      input,
    })
  return {
    /** Chooses a card to exchange for (addRedeemPackage), as answered. */
    add,
    /** Chooses a card to exchange for; throws when it is refused. */
    async choose(input: RedeemChoice) {
      const answer = await add(input)
      if (answer.errors.length > 0) throw new Error(`Refused: ${JSON.stringify(answer.errors)}`)
    },
    /** Places the session (placeRedeemOrder) with the holder's details and the terms accepted. */
    place: (input: Record<string, unknown> = {}, signal?: AbortSignal) =>
      client.gateway<Placed>(
        'placeRedeemOrder',
        PLACE,
        { ...session, input: { billingAddress: redeemBilling, termsAccepted: true, ...input } },
        {},
        signal,
      ),
  }
}

/**
 * The holder's exchange, as the redeem pages make it: one e-card of 20 € of `product` for the
 * buyer; the card pays it all, so it completes at once.
 */
export async function placeRedeemOrder(
  holder: ServerClient,
  card: { number: string; pin: string },
  product: string,
  buyer: BuyerDetails,
): Promise<Placed> {
  const session = await redeemSession(holder, card)
  await session.choose({ productId: product, deliveryType: 'DIGITAL', amount: 2000, qty: 1 })
  return session.place({ billingAddress: buyer })
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
