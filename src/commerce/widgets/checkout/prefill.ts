import type { AccountUser, BookAddress } from '@/commerce/client/customer'
import * as form from '@/components/form/postal-values'
import { phoneValues } from '@/components/form/phone-values'

import type { BillingValues, CheckoutValues } from './values'

/**
 * Spec §4 prefill: the logged-in customer's profile as the buyer (billing e-mail first). Loaded
 * when there is a customer (libphonenumber reads their stored phone), not with a guest's first step.
 */
export function prefillFromProfile(values: CheckoutValues, user: AccountUser): CheckoutValues {
  const profile = user.mainProfile
  const country = values.billingAddress.countryCode
  return {
    ...values,
    billingAddress: {
      ...values.billingAddress,
      ...form.nameValues(profile),
      chamberOfCommerceNumber: profile.chamberOfCommerceNumber ?? '',
      vatNumber: profile.vatNumber ?? '',
      email: profile.billingEmail || profile.email,
      ...phoneValues(profile.phoneNumber, country),
      ...(profile.address ? form.postalValues(profile.address) : {}),
    },
    subscribed: user.subscribed,
  }
}

/** An address book entry as the buyer's billing address (its phone when it has one). */
export function fromBookAddress(billing: BillingValues, entry: BookAddress): BillingValues {
  return {
    ...billing,
    ...form.nameValues(entry),
    ...(entry.phoneNumber ? phoneValues(entry.phoneNumber, billing.phoneCountry) : {}),
    ...form.postalValues(entry),
  }
}
