import { z } from 'zod'

import { shipmentsOf } from '@/commerce/domain/cart'
import { checkoutSchema, paymentDetailsSchema } from '@/commerce/domain/checkout/checkout-input'
import { shipmentDeliveries } from '@/commerce/domain/checkout/delivery-dates'
import { formatDeliveryWindow } from '@/commerce/domain/checkout/delivery-window-text'
import { placedFromPath } from '@/commerce/domain/orders/attribution'
import { userDataSchema } from '@/commerce/domain/user-data'
import { storePaymentMethods } from '@/commerce/services/payments'

import { cartSettings, currentCart } from '@/commerce/services/cart'
import type { CheckoutResult, PlaceOrderResult, PlacedOrderResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import {
  accessArgument,
  findPlacedOrder,
  grantOrderAccess,
  orderProof,
  placeOrder as place,
  reconcilePayment,
  startPayment,
  toOrderStatus,
  toPlacedOrder,
  withOrderAccessCookie,
} from '@/commerce/services/orders'
import { orderError } from '@/commerce/services/errors'

const uuid = z.uuid({ error: 'idInvalid' })
const noOrder: Omit<PlaceOrderResult, 'errors'> = { orderUuid: null, redirectUrl: null }

/** Payment methods and delivery dates for the cart (the checkout's shipping and payment steps). */
const checkout = operation(
  z.object({ userData: userDataSchema }),
  { checkout: null } as Omit<CheckoutResult, 'errors'>,
  async ({ userData }, context): Promise<CheckoutResult> => {
    const locale = userData.language
    const settings = await cartSettings(context.payload, context.storeId)
    const cart = await currentCart(context)
    const packages = cart?.packages ?? []
    const cents = (value: number) => ({ currency: settings.currency, value })
    const deliveries = shipmentDeliveries(new Date(), shipmentsOf(packages), settings.fees)
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
  },
)

/** The checkout form without its account part: the browser creates the account first. */
const placeOrderInput = checkoutSchema.omit({ createAccount: true }).extend({
  sameAsBilling: z.boolean().default(false),
})

/** Places the cart; the browser that placed the order may then read it (its cookie). */
const placeOrder = operation(
  z.object({ userData: userDataSchema, input: placeOrderInput }),
  noOrder,
  async ({ userData, input }, context) =>
    withOrderAccessCookie(
      context,
      await place(
        context,
        userData.language,
        { ...input, createAccount: null },
        placedFromPath(context.gateway.pathname),
      ),
    ),
)

/**
 * A new payment for a pending order (retry-payment view, the reminder's link), by its owner
 * only: anyone else is answered as for an unknown order, and no payment attempt is used up.
 */
const payOrder = operation(
  z.object({
    userData: userDataSchema,
    uuid,
    paymentMethod: z.string().min(1).max(40),
    paymentDetails: paymentDetailsSchema,
    access: accessArgument,
  }),
  noOrder,
  async ({ userData, uuid: id, paymentMethod, paymentDetails, access }, context) => {
    const locale = userData.language
    const row = await findPlacedOrder(context.payload, id, context.storeId)
    const proof = row && (await orderProof(context.payload, context.request.headers, row, access))
    if (!row || row.status !== 'PENDING' || !proof) {
      return { ...noOrder, errors: [orderError(locale, 'orderNotFound', 'uuid')] }
    }
    const settings = await cartSettings(context.payload, context.storeId)
    if (!storePaymentMethods(settings.paymentMethods, locale).some((m) => m.id === paymentMethod)) {
      return {
        ...noOrder,
        errors: [orderError(locale, 'paymentMethodUnavailable', 'paymentMethod')],
      }
    }
    const order = {
      id: row.id,
      uuid: row.uuid,
      orderNumber: row.order_number,
      email: row.billing_address.invoiceEmail ?? row.email,
      grandTotal: row.grand_total,
      currency: row.currency,
    }
    // Paid through the e-mail's link: back from the provider, this browser sees its order.
    if (proof === 'link') grantOrderAccess(context, row.uuid)
    return startPayment(context.payload, locale, order, paymentMethod, paymentDetails)
  },
)

/**
 * A placed order by its uuid (the confirmation pages' key; version 4, not guessable): its
 * status for anyone holding the uuid (the payment-return pages), the order in full for its
 * owner only. While its payment is open, the provider is asked, so a lost webhook does not
 * leave the payer waiting.
 */
const placedOrder = operation(
  z.object({ userData: userDataSchema, uuid, access: accessArgument }),
  { order: null, orderStatus: null } as Omit<PlacedOrderResult, 'errors'>,
  async ({ userData, uuid: id, access }, context) => {
    const locale = userData.language
    let row = await findPlacedOrder(context.payload, id, context.storeId)
    if (row && (await reconcilePayment(context.payload, row))) {
      row = await findPlacedOrder(context.payload, id, context.storeId)
    }
    if (!row) {
      return {
        order: null,
        orderStatus: null,
        errors: [orderError(locale, 'orderNotFound', 'uuid')],
      }
    }
    const proof = await orderProof(context.payload, context.request.headers, row, access)
    const link = proof === 'link' ? (access ?? null) : null
    return {
      order: proof ? toPlacedOrder(row, locale, { access: link }) : null,
      orderStatus: toOrderStatus(row),
      errors: [],
    }
  },
)

export const checkoutQueries = { checkout, placedOrder }
export const checkoutMutations = { placeOrder, payOrder }
