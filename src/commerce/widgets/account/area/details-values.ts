import type { DetailsInput } from '@/commerce/domain/account/customer'

import type { AccountUser } from '@/commerce/client/customer'
import * as form from '@/components/form/postal-values'
import { phoneOf, phoneValues } from '@/components/form/phone-values'

/** The details form (/compte/donnees/): the profile, its business data and its own address. */
export type DetailsValues = form.NameValues &
  form.PhoneValues & {
    invoiceEmail: string
    chamberOfCommerceNumber: string
    vatNumber: string
    subscribed: boolean
    address: form.PostalValues
  }

/** The form's values from the customer as getUserInfo gives them (the prefill). */
export function detailsValues(user: AccountUser, storeCountry: string): DetailsValues {
  const profile = user.mainProfile
  return {
    ...form.nameValues(profile),
    invoiceEmail: profile.invoiceEmail ?? '',
    ...phoneValues(profile.phoneNumber, storeCountry),
    chamberOfCommerceNumber: profile.chamberOfCommerceNumber ?? '',
    vatNumber: profile.vatNumber ?? '',
    subscribed: user.subscribed,
    address: profile.address ? form.postalValues(profile.address) : form.blankPostal(storeCountry),
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
    ...form.nameInput(values),
    invoiceEmail: values.invoiceEmail,
    phoneNumber: phoneOf(values),
    chamberOfCommerceNumber: business ? values.chamberOfCommerceNumber : null,
    vatNumber: business ? values.vatNumber : null,
    subscribed: values.subscribed,
    address: form.isBlankPostal(values.address)
      ? null
      : { ...form.postalInput(values.address), administrativeArea },
  }
}
