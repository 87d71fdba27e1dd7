import { shipmentsOf } from '@/commerce/domain/cart'
import { shipmentDeliveries } from '@/commerce/domain/checkout/delivery-dates'
import { type Checkout, deliveryAddressOf } from '@/commerce/domain/checkout/checkout-input'
import { cardCount } from '@/commerce/domain/cart'
import { cartTotals, type Fees } from '@/commerce/domain/totals'
import type { Locale } from '@/i18n/routing'

import { signedIn } from '@/commerce/services/account'
import { currentCart } from '@/commerce/services/cart'
import type { ServiceContext } from '@/commerce/services/context'
import { cartSettings } from '@/commerce/services/store'
import { type GatewayError, orderError } from '@/commerce/services/errors'
import type { PlaceOrderResult } from '@/commerce/contract/types'
import { checkoutProblems } from './checkout-problems'
import { inTransaction } from '@/commerce/db/transaction'
import { withOrderAccessCookie } from './access-cookie'
import { startPayment } from './start-payment'
import { upsertPendingOrder } from '@/commerce/db/pending-order-repository'

const refused = (errors: GatewayError[]): PlaceOrderResult => ({
  orderUuid: null,
  redirectUrl: null,
  errors,
})

/** Registered mail for every posted shipment when the buyer asks for it, else above the threshold. */
const orderFees = (fees: Fees, registeredMail: boolean): Fees =>
  registeredMail ? { ...fees, registeredAbove: -1 } : fees

/**
 * Places the shopper's cart as a pending order and starts its payment (spec §2 checkout). The
 * cart is left as it is: it is emptied when the payment is confirmed, so a failed or
 * cancelled payment comes back to an intact cart. The order keeps the page it was placed from
 * (the call's x-pathname) and the ad click the buyer allowed it to keep. The browser that placed
 * it may then read it (its cookie).
 */
export async function placeOrder(
  context: ServiceContext,
  locale: Locale,
  input: Checkout,
  placedFrom: string | null,
): Promise<PlaceOrderResult> {
  const cart = await currentCart(context)
  if (!cart || cart.packages.length === 0) return refused([orderError(locale, 'emptyOrder')])
  const settings = await cartSettings(context.payload, context.storeId)
  const problems = await checkoutProblems(context, locale, cart.packages, input)
  if (problems.length > 0) return refused(problems)
  const fees = orderFees(settings.fees, input.registeredMail)
  const totals = cartTotals(cart.packages, fees)
  const session = await signedIn(context)
  const needsAddress = cart.packages.some(
    (item) => item.deliveryType === 'PHYSICAL' && !item.receiver,
  )
  const order = await inTransaction(context.payload, (client) =>
    upsertPendingOrder(client, {
      storeId: context.storeId,
      customerId: session?.customer.id ?? null,
      cartId: cart.id,
      cartRevision: cart.revision,
      packages: cart.packages,
      itemsQty: cardCount(cart.packages),
      email: input.billingAddress.email,
      customerType: input.billingAddress.customerType,
      currency: settings.currency,
      grandTotal: totals.grandTotal,
      billingAddress: input.billingAddress,
      deliveryAddress: needsAddress ? deliveryAddressOf(input) : null,
      deliveries: shipmentDeliveries(new Date(), shipmentsOf(cart.packages), fees, settings),
      fees,
      paymentMethod: input.paymentMethod,
      placedFrom,
      clickId: input.clickId,
      language: locale,
    }),
  )
  const started = await startPayment(
    context,
    locale,
    {
      id: order.id,
      uuid: order.uuid,
      orderNumber: order.order_number,
      email: input.billingAddress.invoiceEmail ?? input.billingAddress.email,
      grandTotal: totals.grandTotal,
      currency: settings.currency,
      storeId: context.storeId,
    },
    input.paymentMethod,
    input.paymentDetails,
  )
  return withOrderAccessCookie(context, started)
}
