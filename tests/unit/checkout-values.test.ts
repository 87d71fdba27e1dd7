import { describe, expect, it } from 'vitest'

import { purchaseEvent, purchaseKey, pushOnce } from '@/commerce/widgets/checkout/analytics'
import type { PlacedOrderView } from '@/commerce/widgets/checkout/order'
import { storableCheckout } from '@/commerce/widgets/checkout/storage'
import { toCheckoutInput } from '@/commerce/widgets/checkout/form-input'
import { prefillFromProfile } from '@/commerce/widgets/checkout/prefill'
import { blankCheckout } from '@/commerce/widgets/checkout/values'
import type { AccountUser } from '@/commerce/client/customer'

const user = {
  subscribed: true,
  mainProfile: {
    firstName: 'Camille',
    lastName: 'Martin',
    email: 'camille@example.fr',
    invoiceEmail: 'compta@example.fr',
    billingEmail: 'compta@example.fr',
    phoneNumber: '+33612345678',
    customerType: 'PRIVATE',
    companyName: null,
    chamberOfCommerceNumber: null,
    vatNumber: null,
    address: {
      postCode: '75001',
      houseNumber: 12,
      suffix: null,
      street: 'Rue de Rivoli',
      city: 'Paris',
      countryCode: 'FR',
      administrativeArea: null,
    },
  },
  addressBook: [],
} as AccountUser

describe('checkout values', () => {
  it('prefills the buyer from the profile, the billing e-mail first', () => {
    const values = prefillFromProfile(blankCheckout('FR'), user)
    expect(values.billingAddress).toMatchObject({
      firstName: 'Camille',
      email: 'compta@example.fr',
      phoneCountry: 'FR',
      phoneNational: '612345678',
      street: 'Rue de Rivoli',
      houseNumber: '12',
      postCode: '75001',
    })
    expect(values.subscribed).toBe(true)
  })

  it('describes the checkout input: E.164 phone, no delivery address when the billing one serves', () => {
    const values = prefillFromProfile(blankCheckout('FR'), user)
    const input = toCheckoutInput({ ...values, wantsAccount: false }, true)
    expect(input.billingAddress.phoneNumber).toBe('+33612345678')
    expect(input.billingAddress.houseNumber).toBe(12)
    expect(input.billingAddress.companyName).toBeNull()
    expect(input.deliveryAddress).toBeNull()
    expect(input.createAccount).toBeNull()
    const other = toCheckoutInput({ ...values, sameAsBilling: false }, true)
    expect(other.deliveryAddress).toMatchObject({ countryCode: 'FR' })
  })

  it('never keeps passwords or the terms in the tab', () => {
    const values = {
      ...blankCheckout('FR'),
      termsAccepted: true,
      createAccount: { password: 'secret123', passwordConfirmation: 'secret123' },
    }
    const stored = JSON.stringify(storableCheckout(values))
    expect(stored).not.toContain('secret123')
    expect(stored).not.toContain('termsAccepted')
  })
})

describe('checkout analytics', () => {
  const order = {
    uuid: 'u-1',
    orderNumber: 'CC-1001',
    status: 'COMPLETED',
    totals: { grandTotal: { currency: 'EUR', value: 5295 } },
    shipments: [
      {
        packages: [
          {
            giftcard: {
              qty: 2,
              variation: {
                id: 'v1',
                title: '25 €',
                sku: 'SKU',
                variationType: 'digital',
                price: { currency: 'EUR', value: 2500 },
                product: { id: 'p', title: 'Carte Cadeau', path: '/cartes-cadeaux/carte-cadeau/' },
              },
            },
          },
        ],
      },
    ],
  } as unknown as PlacedOrderView

  it('builds purchase for a paid order only', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'EUR',
        value: 52.95,
        transaction_id: 'CC-1001',
        items: [expect.objectContaining({ item_id: 'carte-cadeau', quantity: 2, price: 25 })],
      },
    })
    expect(purchaseEvent({ ...order, status: 'PENDING' })).toBeNull()
  })

  it('pushes once per order in a tab', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    const pushed: unknown[] = []
    const event = purchaseEvent(order)!
    expect(pushOnce(purchaseKey('u-1'), event, (e) => pushed.push(e), storage)).toBe(true)
    expect(pushOnce(purchaseKey('u-1'), event, (e) => pushed.push(e), storage)).toBe(false)
    expect(pushed).toHaveLength(1)
  })
})
