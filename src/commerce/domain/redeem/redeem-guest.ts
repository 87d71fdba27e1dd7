import { z } from 'zod'

import { emailSchema } from '../account/email'
import { personNameSchema } from '../account/names'
import { deliveryAddressSchema } from '../checkout/checkout-addresses'

/** Where a guest's posted cards go: the checkout's delivery address rules (France only). */
const guestAddressSchema = deliveryAddressSchema.omit({
  firstName: true,
  lastName: true,
  companyName: true,
})

/**
 * The redeem guest order form (spec §2, §4): who orders, and where posted cards go when the
 * exchange holds any. The same rules as the redeem checkout's, which gets these details.
 */
export const redeemGuestSchema = (needsAddress: boolean) =>
  z.object({
    firstName: personNameSchema('firstNameRequired'),
    lastName: personNameSchema('lastNameRequired'),
    email: emailSchema,
    address: needsAddress
      ? guestAddressSchema
      : z
          .unknown()
          .optional()
          .transform(() => null),
  })

export type RedeemGuest = z.output<ReturnType<typeof redeemGuestSchema>>
