import { ERRORS, type GatewayError, type ServerClient, userData } from './client'

const ADD_CARD = `mutation($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {
  addGiftcardPayment(userData: $userData, card: $card, captchaToken: $captchaToken) {
    redeemToken ${ERRORS} } }`
const ADD_PACKAGE = `mutation($userData: UserDataInput!, $input: RedeemPackageInput!) {
  addRedeemPackage(userData: $userData, input: $input) { order { uuid } ${ERRORS} } }`
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

export type PlaceAnswer = {
  orderUuid: string | null
  redirectUrl: string | null
  errors: GatewayError[]
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
  return {
    /** Chooses a card to exchange for (addRedeemPackage); throws when it is refused. */
    async choose(input: { productId: string; deliveryType: string; amount: number; qty: number }) {
      const answer = await client.gateway('addRedeemPackage', ADD_PACKAGE, { ...session, input })
      if (answer.errors.length > 0) throw new Error(`Refused: ${JSON.stringify(answer.errors)}`)
    },
    /** Places the session (placeRedeemOrder) with the holder's details and the terms accepted. */
    place: (input: Record<string, unknown> = {}, signal?: AbortSignal) =>
      client.gateway<PlaceAnswer>(
        'placeRedeemOrder',
        PLACE,
        { ...session, input: { billingAddress: redeemBilling, termsAccepted: true, ...input } },
        {},
        signal,
      ),
  }
}
