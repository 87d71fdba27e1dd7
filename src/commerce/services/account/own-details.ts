import type { z } from 'zod'

import type { Address } from '@/commerce/domain/account/address'
import type { detailsSchema } from '@/commerce/domain/account/customer'
import type { Locale } from '@/i18n/routing'
import type { Customer } from '@/payload-types'

import type { UserInfoResult } from '@/commerce/contract/types'
import type { ServiceContext } from '@/commerce/services/context'
import { changeCustomer, type CustomerChange } from './customer-change'
import { userOf } from './customer-view'
import { accountError, signedIn } from './guard'

type Addresses = NonNullable<Customer['addresses']>
type Change = CustomerChange<'addressNotFound'>

/**
 * Changes the signed-in customer's own document, and only that one: the id comes from the
 * session, never from the request. The change runs on the document as it is under the row's lock.
 */
async function changeOwnCustomer(
  context: ServiceContext,
  locale: Locale,
  change: Change,
): Promise<UserInfoResult> {
  const session = await signedIn(context)
  const result = session && (await changeCustomer(context.payload, session.customer.id, change))
  if (!session || !result) return { user: null, errors: [accountError(locale, 'notLoggedIn')] }
  if (result === 'addressNotFound') {
    return { user: userOf(session.customer), errors: [accountError(locale, result, 'id')] }
  }
  return { user: userOf(result), errors: [] }
}

const emptyAddress = {
  street: null,
  houseNumber: null,
  suffix: null,
  postCode: null,
  city: null,
  countryCode: null,
  administrativeArea: null,
}

/** The customer's own details; no address clears the one they had. */
export const updateUserDetails = (
  context: ServiceContext,
  locale: Locale,
  input: z.infer<typeof detailsSchema>,
) =>
  changeOwnCustomer(context, locale, () => ({
    ...input,
    address: input.address ?? emptyAddress,
  }))

/** A new entry at the end of the customer's address book. */
export const addAddress = (context: ServiceContext, locale: Locale, address: Address) =>
  changeOwnCustomer(context, locale, (customer) => ({
    addresses: [...(customer.addresses ?? []), address],
  }))

/** Replaces or removes one entry of the customer's own book; another id is 'not found'. */
const editBook =
  (id: string, replacement: Addresses[number] | null): Change =>
  (customer) => {
    const book = customer.addresses ?? []
    if (!book.some((entry) => entry.id === id)) return 'addressNotFound'
    return {
      addresses: book.flatMap((entry) =>
        entry.id !== id ? [entry] : replacement ? [{ ...replacement, id }] : [],
      ),
    }
  }

export const updateAddress = (
  context: ServiceContext,
  locale: Locale,
  id: string,
  address: Address,
) => changeOwnCustomer(context, locale, editBook(id, address))

export const deleteAddress = (context: ServiceContext, locale: Locale, id: string) =>
  changeOwnCustomer(context, locale, editBook(id, null))
