import type { DetailsInput } from '@/commerce/domain/account/customer'

import type { AccountUser } from '@/commerce/client/customer'
import {
  blankPostal,
  isBlankPostal,
  type NameValues,
  phoneOf,
  phoneValues,
  postalInput,
  postalValues,
  type PhoneValues,
  type PostalValues,
} from '@/components/form/postal-values'

/** The details form (/compte/donnees/): the profile, its business data and its own address. */
export type DetailsValues = NameValues &
  PhoneValues & {
    invoiceEmail: string
    kvkNumber: string
    vatNumber: string
    subscribed: boolean
    address: PostalValues
  }

/** The form's values from the customer as getUserInfo gives them (the prefill). */
export function detailsValues(user: AccountUser, storeCountry: string): DetailsValues {
  const profile = user.mainProfile
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    invoiceEmail: profile.invoiceEmail ?? '',
    ...phoneValues(profile.phoneNumber, storeCountry),
    customerType: profile.customerType,
    companyName: profile.companyName ?? '',
    kvkNumber: profile.kvkNumber ?? '',
    vatNumber: profile.vatNumber ?? '',
    subscribed: user.subscribed,
    address: profile.address ? postalValues(profile.address) : blankPostal(storeCountry),
  }
}

/**
 * What updateUserDetails is asked, before the details schema checks it: the phone in E.164,
 * no business data for a private customer, no address when its fields are all empty. The
 * address's region, which the form does not show, is kept as it was.
 */
export function toDetailsInput(
  values: DetailsValues,
  administrativeArea: string | null = null,
): DetailsInput {
  const business = values.customerType === 'BUSINESS'
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    invoiceEmail: values.invoiceEmail,
    phoneNumber: phoneOf(values),
    customerType: values.customerType,
    companyName: business ? values.companyName : null,
    kvkNumber: business ? values.kvkNumber : null,
    vatNumber: business ? values.vatNumber : null,
    subscribed: values.subscribed,
    address: isBlankPostal(values.address)
      ? null
      : { ...postalInput(values.address), administrativeArea },
  }
}
