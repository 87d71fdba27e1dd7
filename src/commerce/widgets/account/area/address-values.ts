import type { AddressInput } from '@/commerce/domain/account/address'

import type { BookAddress } from '@/commerce/client/customer'
import * as form from '@/components/form/postal-values'
import { phoneOf, phoneValues } from '@/components/form/phone-values'

/** The address book's form: who, where, and a phone if the customer gives one. */
export type AddressValues = form.NameValues & form.PhoneValues & form.PostalValues

/** The form's values for an entry of the book, or for a new one in the store's country. */
export const addressValues = (address: BookAddress | null, storeCountry: string): AddressValues =>
  address
    ? {
        ...form.nameValues(address),
        ...phoneValues(address.phoneNumber, storeCountry),
        ...form.postalValues(address),
      }
    : {
        ...form.blankNames,
        ...form.blankPhone(storeCountry),
        ...form.blankPostal(storeCountry),
      }

/** What addAddress and updateAddress are asked, before the address schema checks it. */
export const toAddressInput = (values: AddressValues): AddressInput => ({
  ...form.nameInput(values),
  ...form.postalInput(values),
  phoneNumber: phoneOf(values),
})
