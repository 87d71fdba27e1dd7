import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as documents from '@/commerce/client/generated/graphql'
import { seed } from '@/seed'

import { postToGateway } from './gateway-request'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }
const unknownCard = {
  productId: '0',
  deliveryType: 'DIGITAL',
  amount: 2500,
  qty: 1,
  deliveryMode: 'DEFAULT',
}
const email = 'personne@example.fr'
const password = 'Secret#2026'
const address = {
  firstName: 'Léa',
  lastName: 'Martin',
  customerType: 'PRIVATE',
  countryCode: 'FR',
  postCode: '75011',
  houseNumber: 12,
  street: 'Rue de la Roquette',
  city: 'Paris',
}
// Account calls without a captcha or a session: refused inside data, which is all this checks.
const accountVariables: Record<string, Record<string, unknown>> = {
  checkUserExist: { email, captchaToken: 'none' },
  userLogin: { email, password, captchaToken: 'none' },
  createAccount: {
    input: {
      firstName: 'Léa',
      lastName: 'Martin',
      email,
      password,
      passwordConfirmation: password,
      customerType: 'PRIVATE',
    },
    captchaToken: 'none',
  },
  forgotPassword: { email, captchaToken: 'none' },
  newPassword: { token: 'none', password, passwordConfirmation: password },
  changePassword: {
    currentPassword: password,
    password: 'Other#2026',
    passwordConfirmation: 'Other#2026',
  },
  updateUserDetails: {
    input: { firstName: 'Léa', lastName: 'Martin', customerType: 'PRIVATE', subscribed: false },
  },
  addAddress: { address },
  updateAddress: { id: 'none', address },
  deleteAddress: { id: 'none' },
  deleteAccount: { password },
}
const noOrder = '00000000-0000-4000-8000-000000000000'
// Checkout calls without a cart or an order: refused inside data.
const checkoutVariables: Record<string, Record<string, unknown>> = {
  PlacedOrder: { uuid: noOrder },
  PlaceOrder: {
    input: {
      billingAddress: { ...address, email },
      sameAsBilling: true,
      paymentMethod: 'creditcard',
      termsAccepted: true,
    },
  },
  PayOrder: { uuid: noOrder, paymentMethod: 'creditcard' },
  AccountOrder: { uuid: noOrder },
  ReorderPackages: { uuid: noOrder },
  RequestBusinessQuote: {
    input: {
      companyName: 'Durand SARL',
      contactName: 'Léa Martin',
      email,
      quantity: 10,
      amount: 2500,
      deliveryType: 'DIGITAL',
    },
    captchaToken: 'none',
  },
}
const unknownGiftcard = { cardNumber: '6280452000000000000', pin: '000000' }
// Card and redeem calls without a captcha or a redeem session: refused inside data.
const redeemVariables: Record<string, Record<string, unknown>> = {
  GiftcardInfo: { card: unknownGiftcard, captchaToken: 'none' },
  AddGiftcardPayment: { card: unknownGiftcard, captchaToken: 'none' },
  RemoveGiftcardPayment: { paymentId: 'none' },
  RedeemOrder: { uuid: 'current' },
  AddRedeemPackage: { input: { productId: '0', deliveryType: 'DIGITAL', amount: 2500, qty: 1 } },
  UpdateRedeemPackage: {
    packageId: 'none',
    input: { productId: '0', deliveryType: 'DIGITAL', amount: 2500, qty: 1 },
  },
  AddOriginalPackageToCart: { packageId: 'none' },
  PlaceRedeemOrder: {
    input: { billingAddress: { ...address, email }, sameAsBilling: true, termsAccepted: true },
  },
  EnterDoublerWithRedeemToken: { input: { email, termsAccepted: true } },
}
// Enough for each operation to run: unknown cards and groups are answered inside data.
const variables: Record<string, Record<string, unknown>> = {
  Search: { inputText: 'cinema' },
  AddGiftcardPackage: { package: unknownCard },
  UpdateGiftcardPackage: { packageId: 'none', package: unknownCard },
  UpdateConfiguredPackage: { packageId: 'none', package: unknownCard },
  DeleteGiftcardPackageGroup: { shipmentTag: 'buyer-digital' },
  EnterDoubler: {
    input: {
      card: { cardNumber: '6280452000000000000', pin: '000000' },
      email,
      termsAccepted: true,
    },
    captchaToken: 'none',
  },
  CreateActivationOrder: {
    input: {
      cardNumber: '6280452000000000000',
      amount: 5000,
      email,
      emailConfirmation: email,
      paymentMethod: 'creditcard',
      termsAccepted: true,
    },
    captchaToken: 'none',
  },
  ActivationStatus: { uuid: '00000000-0000-4000-8000-000000000000' },
  VoucherData: {
    card: { cardNumber: '6280452000000000000', pin: '000000' },
    captchaToken: 'none',
  },
  ...accountVariables,
  ...checkoutVariables,
  ...redeemVariables,
}

/** The operations the widgets send, as generated from src/commerce/client/operations. */
const operations = Object.values(documents)
  .map((document) => String(document))
  .flatMap((query) => {
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1]
    return name ? [{ name, query }] : []
  })

describe("the widgets' own documents", () => {
  it('are all known', () => {
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['Cart', 'CartQuantity', 'CheckCart', 'DeleteGiftcardPackageGroup']),
    )
  })

  // The gateway's armour (depth, cost, tokens) must let through what the storefront itself asks.
  it.each(operations)('$name passes the armour and answers data', async ({ name, query }) => {
    const mutation = query.trimStart().startsWith('mutation')
    const { json } = await postToGateway(
      { query, operationName: name, variables: { userData, ...variables[name] } },
      mutation ? { 'x-bypass-cache': '1' } : {},
    )
    const answer = json as { data?: unknown; errors?: { message: string }[] }
    expect(answer.errors?.map((error) => error.message)).toBeUndefined()
    expect(answer.data).toBeTruthy()
  })
})
