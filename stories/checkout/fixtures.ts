import { callerFor } from '@/commerce/client/caller'
import type { CheckoutInfo, PlacedOrderView } from '@/commerce/widgets/checkout/order'
import { laterTexts } from '@/commerce/widgets/checkout/later-texts'
import { giveLaterTexts } from '@/commerce/widgets/checkout/later-texts.client'
import { checkoutTexts } from '@/commerce/widgets/checkout/texts'
import type { CartOrder } from '@/commerce/client/cart-order'
import fr from '@/i18n/messages/fr'

import { cartLines, cartOrder, filledOrder } from '../../tests/fixtures/cart'

export const texts = checkoutTexts(fr)
// The later steps' texts, which the page asks of a server action, given.
giveLaterTexts('fr', laterTexts(texts))

export const caller = callerFor({ storeId: 52, country: 'FR' }, 'fr')

/** Two e-cards to receivers and one posted card for the buyer; only e-cards. */
export const mixedOrder = filledOrder
export const digitalOrder = cartOrder(cartLines.filter((l) => l.deliveryType === 'DIGITAL'))

const eur = (value: number) => ({ currency: 'EUR', value })

/** The gateway's checkout info for `order`: card, PayPal, iDEAL with banks, transfer. */
export function checkoutInfo(order: CartOrder): CheckoutInfo {
  return {
    paymentMethods: [
      {
        id: 'creditcard',
        title: 'Carte bancaire',
        logos: ['carteBancaire', 'visa', 'mastercard'],
        banks: [],
      },
      { id: 'paypal', title: 'PayPal', logos: ['paypal'], banks: [] },
      {
        id: 'ideal',
        title: 'iDEAL',
        logos: ['ideal'],
        banks: [
          { id: 'ing', issuer: 'ING' },
          { id: 'rabobank', issuer: 'Rabobank' },
        ],
      },
      { id: 'banktransfer', title: 'Virement bancaire', logos: [], banks: [] },
    ],
    deliveries: order.shipments.map((shipment) => ({
      tag: shipment.tag,
      deliveryType: shipment.deliveryType,
      earliest: '2026-11-24',
      latest: shipment.deliveryType === 'DIGITAL' ? '2026-11-24' : '2026-11-27',
      formattedDeliveryDate:
        shipment.deliveryType === 'DIGITAL'
          ? 'dans l’heure'
          : 'du mardi 24 au vendredi 27 novembre',
      registeredMail: false,
    })),
    needsDeliveryAddress: order.groupedTotals.physicalTotal.qty > 0,
    registeredMailAbove: eur(30_000),
    registeredMailPrice: eur(895),
    standardMailPrice: eur(195),
  }
}

/** `order` as placed and paid by Camille Durand (what placedOrder answers). */
export function placedView(order: CartOrder, more: Partial<PlacedOrderView> = {}): PlacedOrderView {
  const info = checkoutInfo(order)
  return {
    uuid: '0b7e4c1a-9d2f-4f55-8a31-6c0d2e9f1a77',
    orderNumber: '52-001042',
    status: 'COMPLETED',
    paymentStatus: 'paid',
    paymentMethod: 'creditcard',
    placedAt: '2026-11-23T16:30:00.000Z',
    email: 'camille@example.fr',
    canRetryPayment: false,
    itemsQty: order.itemsQty,
    billingAddress: {
      customerType: 'PRIVATE',
      firstName: 'Camille',
      lastName: 'Durand',
      companyName: null,
      street: 'rue de la Paix',
      houseNumber: 12,
      suffix: null,
      postCode: '75002',
      city: 'Paris',
      countryCode: 'FR',
    },
    shipments: order.shipments.map((shipment) => ({
      tag: shipment.tag,
      deliveryType: shipment.deliveryType,
      formattedDeliveryDate:
        info.deliveries.find((d) => d.tag === shipment.tag)?.formattedDeliveryDate ?? '',
      registeredMail: false,
      deliveryAddress: null,
      packages: shipment.packages,
    })),
    packagesGroups: order.packagesGroups,
    totals: order.totals,
    groupedTotals: order.groupedTotals,
    ...more,
  }
}
