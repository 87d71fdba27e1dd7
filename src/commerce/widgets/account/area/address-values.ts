import type { AddressInput } from '@/commerce/domain/account/address'

import type { BookAddress } from '@/commerce/client/customer'
import {
  blankPostal,
  type NameValues,
  phoneOf,
  phoneValues,
  postalInput,
  postalValues,
  type PhoneValues,
  type PostalValues,
} from '@/components/form/postal-values'

/** The address book's form: who, where, and a phone if the customer gives one. */
export type AddressValues = NameValues & PhoneValues & PostalValues

/** The form's values for an entry of the book, or for a new one in the store's country. */
export function addressValues(address: BookAddress | null, storeCountry: string): AddressValues {
  if (!address) {
    return {
      firstName: '',
      lastName: '',
      customerType: 'PRIVATE',
      companyName: '',
      ...phoneValues(null, storeCountry),
      ...blankPostal(storeCountry),
    }
  }
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    customerType: address.customerType,
    companyName: address.companyName ?? '',
    ...phoneValues(address.phoneNumber, storeCountry),
    ...postalValues(address),
  }
}

/** What addAddress and updateAddress are asked, before the address schema checks it. */
export const toAddressInput = (values: AddressValues): AddressInput => ({
  firstName: values.firstName,
  lastName: values.lastName,
  customerType: values.customerType,
  companyName: values.customerType === 'BUSINESS' ? values.companyName : null,
  ...postalInput(values),
  phoneNumber: phoneOf(values),
})
