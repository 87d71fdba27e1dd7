import { shipmentsOf } from '@/commerce/domain/cart'
import { shipmentDeliveries } from '@/commerce/domain/checkout/delivery-dates'
import { formatDeliveryWindow } from '@/commerce/domain/checkout/delivery-window-text'
import type { Locale } from '@/i18n/routing'

import type { CheckoutResult } from '@/commerce/contract/types'
import { currentCart } from '@/commerce/services/cart'
import type { ServiceContext } from '@/commerce/services/context'
import { cartSettings } from '@/commerce/services/store'
import { storePaymentMethods } from '@/commerce/services/payments'

/** Payment methods and delivery dates for the cart (the checkout's shipping and payment steps). */
export async function checkoutOptions(
  context: ServiceContext,
  locale: Locale,
): Promise<CheckoutResult> {
  const settings = await cartSettings(context.payload, context.storeId)
  const cart = await currentCart(context)
  const packages = cart?.packages ?? []
  const cents = (value: number) => ({ currency: settings.currency, value })
  const deliveries = shipmentDeliveries(new Date(), shipmentsOf(packages), settings.fees, settings)
  return {
    checkout: {
      paymentMethods: storePaymentMethods(settings.paymentMethods, locale),
      deliveries: deliveries.map((delivery) => ({
        ...delivery,
        formattedDeliveryDate: formatDeliveryWindow(delivery, locale),
      })),
      needsDeliveryAddress: packages.some(
        (item) => item.deliveryType === 'PHYSICAL' && !item.receiver,
      ),
      registeredMailAbove: cents(settings.fees.registeredAbove),
      registeredMailPrice: cents(settings.fees.registeredShipping),
      standardMailPrice: cents(settings.fees.standardShipping),
    },
    errors: [],
  }
}
