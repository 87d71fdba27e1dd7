import { z } from 'zod'

import { addressSchema } from '@/commerce/domain/account/address'
import { detailsSchema } from '@/commerce/domain/account/customer'
import { userDataSchema } from '@/commerce/domain/user-data'
import type { Customer } from '@/payload-types'

import {
  accountError,
  changeCustomer,
  type CustomerChange,
  signedIn,
  userOf,
} from '@/commerce/services/account'
import type { GatewayContext } from '../context'
import type { UserInfoResult } from '@/commerce/contract/types'
import { operation } from '../operation'

type Addresses = NonNullable<Customer['addresses']>
type Change = CustomerChange<'addressNotFound'>

/**
 * Changes the signed-in customer's own document, and only that one: the id comes from the
 * session, never from the request. The change runs on the document as it is under the row's lock.
 */
async function changeOwnCustomer(
  context: GatewayContext,
  locale: 'fr' | 'nl',
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

const updateUserDetails = operation(
  z.object({ userData: userDataSchema, input: detailsSchema }),
  { user: null },
  ({ userData, input }, context) =>
    changeOwnCustomer(context, userData.language, () => ({
      ...input,
      address: input.address ?? emptyAddress,
    })),
)

const addAddress = operation(
  z.object({ userData: userDataSchema, address: addressSchema }),
  { user: null },
  ({ userData, address }, context) =>
    changeOwnCustomer(context, userData.language, (customer) => ({
      addresses: [...(customer.addresses ?? []), address],
    })),
)

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

const addressId = z.string().min(1).max(64)

const updateAddress = operation(
  z.object({ userData: userDataSchema, id: addressId, address: addressSchema }),
  { user: null },
  ({ userData, id, address }, context) =>
    changeOwnCustomer(context, userData.language, editBook(id, address)),
)

const deleteAddress = operation(
  z.object({ userData: userDataSchema, id: addressId }),
  { user: null },
  ({ userData, id }, context) => changeOwnCustomer(context, userData.language, editBook(id, null)),
)

export const accountDetailsMutations = {
  updateUserDetails,
  addAddress,
  updateAddress,
  deleteAddress,
}
