import type { Payload } from 'payload'

import { type Organisation, sellerOf, type Seller } from '@/commerce/domain/orders/invoice'
import { type BankAccount, completeBankAccount } from '@/commerce/domain/payments/bank-account'
import { intlLocale } from '@/commerce/domain/money'
import type { Fees } from '@/commerce/domain/totals'

import { storeRow } from './row'

export type CartSettings = {
  /** The store these are (the cart's reads of the catalogue are for it too). */
  storeId: number
  /** The store's country (ISO code): its working days and public holidays. */
  country: string
  /** The store's clock (IANA time zone): its days, its cut-off hour. */
  timeZone: string
  currency: string
  fees: Fees
  testCards: boolean
  /** The ways to pay the checkout offers, in the store's order. */
  paymentMethods: string[]
}

/** The store's currency, fees, test-card toggle and payment methods (its row, kept a minute). */
export async function cartSettings(payload: Payload, storeId: number): Promise<CartSettings> {
  const store = await storeRow(payload, storeId)
  return {
    storeId,
    country: store.country,
    timeZone: store.timeZone,
    currency: store.currency,
    fees: store.fees,
    testCards: Boolean(store.toggles?.testCards),
    paymentMethods: store.paymentMethods ?? [],
  }
}

/** The store's currency, from the same row. */
export const storeCurrency = async (payload: Payload, storeId: number): Promise<string> =>
  (await storeRow(payload, storeId)).currency

/** The store's clock (its row's IANA time zone), in which it counts its days. */
export const storeTimeZone = async (payload: Payload, storeId: number): Promise<string> =>
  (await storeRow(payload, storeId)).timeZone

/** How the store writes dates and amounts in `language` (its row's country): 'nl-BE'. */
export const storeIntlLocale = async (
  payload: Payload,
  storeId: number,
  language: string,
): Promise<string> => intlLocale(language, (await storeRow(payload, storeId)).country)

/** What a card check needs of the store, from one read of its row: its id, writing and clock. */
export type StoreCardRules = { storeId: number; intl: string; timeZone: string }

/** The store's card rules for a holder reading `language`. */
export async function storeCardRules(
  payload: Payload,
  storeId: number,
  language: string,
): Promise<StoreCardRules> {
  const { country, timeZone } = await storeRow(payload, storeId)
  return { storeId, intl: intlLocale(language, country), timeZone }
}

export type StoreContact = {
  seller: Seller
  businessEmail: string | null
  name: string
  /** Where bank transfers go; null until every part is filled in. */
  bankAccount: BankAccount | null
}

/** The store's organisation (invoice seller), business contact and bank account. */
export async function storeContact(payload: Payload, storeId: number): Promise<StoreContact> {
  const store = await storeRow(payload, storeId)
  const organisation = (store.organisation ?? { name: store.name }) as Organisation
  return {
    seller: sellerOf({ ...organisation, name: organisation.name || store.name }),
    businessEmail: store.businessContact?.email ?? null,
    name: store.name,
    bankAccount: completeBankAccount(store.bankAccount),
  }
}
