import type { CustomerProfile } from '@/commerce/client/customer'
import { type PostalValues, postalValues } from '@/components/form/postal-values'
import type { CheckoutValues } from '@/commerce/widgets/checkout'

import { REDEEM_DETAILS_KEY } from '../token'

/**
 * The holder's details given before the redeem checkout (the guest order form, or the logged-in
 * profile), kept in this tab beside the redeem token so the checkout does not ask them twice.
 */
export type RedeemDetails = {
  firstName: string
  lastName: string
  email: string
  /** Where posted cards go; null when none was asked (or the profile has none). */
  address: PostalValues | null
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Stored details read loosely: anything but strings is dropped, never trusted. */
export function parseDetails(stored: string | null): RedeemDetails | null {
  try {
    const raw = JSON.parse(stored ?? 'null') as Record<string, unknown> | null
    if (!raw || typeof raw !== 'object') return null
    const address = raw.address as Record<string, unknown> | null | undefined
    return {
      firstName: text(raw.firstName),
      lastName: text(raw.lastName),
      email: text(raw.email),
      address:
        address && typeof address === 'object'
          ? {
              street: text(address.street),
              houseNumber: text(address.houseNumber),
              suffix: text(address.suffix),
              postCode: text(address.postCode),
              city: text(address.city),
              countryCode: text(address.countryCode),
            }
          : null,
    }
  } catch {
    return null
  }
}

export function readRedeemDetails(): RedeemDetails | null {
  try {
    return parseDetails(window.sessionStorage.getItem(REDEEM_DETAILS_KEY))
  } catch {
    return null
  }
}

export function keepRedeemDetails(details: RedeemDetails): void {
  try {
    window.sessionStorage.setItem(REDEEM_DETAILS_KEY, JSON.stringify(details))
  } catch {
    // Storage refused (private mode, quota): the checkout asks the details again.
  }
}

/** The logged-in customer as the holder (spec §4 prefill: the billing e-mail first). */
export const detailsFromProfile = (profile: CustomerProfile): RedeemDetails => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.billingEmail || profile.email,
  address: profile.address?.postCode ? postalValues(profile.address) : null,
})

/** Whether the kept details let the holder go on: an address is there when one is needed. */
export const detailsComplete = (details: RedeemDetails | null, needsAddress: boolean): boolean =>
  Boolean(details?.email && details.firstName && (!needsAddress || details.address))

/**
 * The redeem checkout prefilled with the kept details: the holder as the buyer, their address
 * as the invoice address and, the same, where posted cards go.
 */
export function checkoutWithDetails(blank: CheckoutValues, details: RedeemDetails): CheckoutValues {
  return {
    ...blank,
    billingAddress: {
      ...blank.billingAddress,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      ...details.address,
    },
    sameAsBilling: true,
  }
}
