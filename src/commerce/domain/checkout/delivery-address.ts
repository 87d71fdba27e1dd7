import type { PostalAddress } from '../orders/placed-order'

type Addresses = {
  sameAsBilling: boolean
  deliveryAddress: PostalAddress | null
  billingAddress: PostalAddress
}

/**
 * Where the buyer's own posted cards go: the billing address when the buyer said so. The gateway
 * checks the result with deliveryAddressSchema when the cart needs one (France only). Apart from
 * the schemas, so the checkout's browser code has it without zod.
 */
export function deliveryAddressOf(checkout: Addresses): PostalAddress | null {
  if (!checkout.sameAsBilling) return checkout.deliveryAddress
  const billing = checkout.billingAddress
  return {
    firstName: billing.firstName,
    lastName: billing.lastName,
    companyName: billing.companyName,
    street: billing.street,
    houseNumber: billing.houseNumber,
    suffix: billing.suffix,
    postCode: billing.postCode,
    city: billing.city,
    countryCode: billing.countryCode,
  }
}
