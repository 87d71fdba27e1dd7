import { describe, expect, it } from 'vitest'

import { withRegisteredMail } from '@/commerce/widgets/checkout/registered-mail'

import { cartLines, cartOrder, filledOrder } from '../fixtures/cart'

const prices = {
  standardMailPrice: { currency: 'EUR', value: 195 },
  registeredMailPrice: { currency: 'EUR', value: 895 },
}

describe('withRegisteredMail', () => {
  it('charges the registered price instead of the standard postage of a posted shipment', () => {
    const charged = withRegisteredMail(filledOrder, prices, 'Envoi recommandé')
    expect(charged.totals.grandTotal.value).toBe(filledOrder.totals.grandTotal.value + 700)
    const shipping = charged.totals.adjustments.find((a) => a.adjustmentType === 'shipping')
    expect(shipping).toMatchObject({ title: 'Envoi recommandé', price: { value: 895 } })
    expect(charged.totals.shippingTotal.value).toBe(895)
  })

  it('leaves a cart without posted cards as it is', () => {
    const digital = cartOrder(cartLines.filter((line) => line.deliveryType === 'DIGITAL'))
    expect(withRegisteredMail(digital, prices, 'Envoi recommandé')).toBe(digital)
  })

  it('leaves a cart whose postage is registered already (above the threshold) as it is', () => {
    const registered = withRegisteredMail(filledOrder, prices, 'Envoi recommandé')
    expect(withRegisteredMail(registered, prices, 'Envoi recommandé')).toBe(registered)
  })
})
