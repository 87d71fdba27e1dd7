import { describe, expect, it } from 'vitest'

import { placeRedeemOrderSchema } from '@/commerce/domain/redeem/redeem-input'

const billingAddress = {
  customerType: 'PRIVATE',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.fr',
  street: 'Rue de la Roquette',
  houseNumber: 12,
  postCode: '75011',
  city: 'Paris',
  countryCode: 'FR',
}

describe('placing a redeem order', () => {
  it('takes null payment details (GraphQL’s absent input) as none', () => {
    const parsed = placeRedeemOrderSchema.safeParse({
      billingAddress,
      termsAccepted: true,
      paymentMethod: null,
      paymentDetails: null,
    })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.paymentMethod).toBeNull()
    expect(parsed.data?.paymentDetails.blikCode).toBeNull()
  })

  it('refuses an order whose terms are not accepted', () => {
    const parsed = placeRedeemOrderSchema.safeParse({ billingAddress, termsAccepted: false })
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['termsAccepted'])
  })
})
