import { z } from 'zod'

import { addressSchema } from '@/commerce/domain/account/address'
import { detailsSchema } from '@/commerce/domain/account/customer'
import { userDataSchema } from '@/commerce/domain/user-data'
import type { Customer } from '@/payload-types'

import { userOf } from '../account/customer-view'
import { accountError, signedIn } from '../account/guard'
import type { GatewayContext } from '../context'
import type { UserInfoResult } from '../generated/resolvers'
import { operation } from '../operation'

type Addresses = NonNullable<Customer['addresses']>
type Change = (customer: Customer) => Partial<Customer> | 'addressNotFound'

/**
 * Changes the signed-in customer's own document, and only that one: the id comes from the
 * session, never from the request.
 */
async function changeOwnCustomer(
  context: GatewayContext,
  locale: 'fr' | 'nl',
  change: Change,
): Promise<UserInfoResult> {
  const session = await signedIn(context)
  if (!session) return { user: null, errors: [accountError(locale, 'notLoggedIn')] }
  const data = change(session.customer)
  if (data === 'addressNotFound') {
    return { user: userOf(session.customer), errors: [accountError(locale, data, 'id')] }
  }
  const customer = await context.payload.update({
    collection: 'customers',
    id: session.customer.id,
    data,
    depth: 0,
    overrideAccess: true,
  })
  return { user: userOf(customer), errors: [] }
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
