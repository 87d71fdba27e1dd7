import { z } from 'zod'

import { checkoutSchema, paymentDetailsSchema } from '@/commerce/domain/checkout/checkout-input'
import { placedFromPath } from '@/commerce/domain/orders/attribution'
import { userDataSchema } from '@/commerce/domain/user-data'

import type { CheckoutResult, PlaceOrderResult, PlacedOrderResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { vatNumberDigits } from '../vat-number'
import {
  accessArgument,
  checkoutOptions,
  payOrder as payPendingOrder,
  placedOrder as findOrder,
  placeOrder as place,
} from '@/commerce/services/orders'

const uuid = z.uuid({ error: 'idInvalid' })
const noOrder: Omit<PlaceOrderResult, 'errors'> = { orderUuid: null, redirectUrl: null }

/** Payment methods and delivery dates for the cart (the checkout's shipping and payment steps). */
const checkout = operation(
  z.object({ userData: userDataSchema }),
  { checkout: null } as Omit<CheckoutResult, 'errors'>,
  ({ userData }, context): Promise<CheckoutResult> => checkoutOptions(context, userData.language),
)

/** The checkout form without its account part: the browser creates the account first. */
const placeOrderInput = checkoutSchema.omit({ createAccount: true }).extend({
  sameAsBilling: z.boolean().default(false),
})

/** Places the cart; the browser that placed the order may then read it (its cookie). */
const placeOrder = operation(
  z
    .object({ userData: userDataSchema, input: placeOrderInput })
    .superRefine(
      vatNumberDigits((value) => value.input.billingAddress, ['input', 'billingAddress']),
    ),
  noOrder,
  ({ userData, input }, context) =>
    place(
      context,
      userData.language,
      { ...input, createAccount: null },
      placedFromPath(context.gateway.pathname),
    ),
)

/** A new payment for a pending order (retry-payment view, the reminder's link), by its owner. */
const payOrder = operation(
  z.object({
    userData: userDataSchema,
    uuid,
    paymentMethod: z.string().min(1).max(40),
    paymentDetails: paymentDetailsSchema,
    access: accessArgument,
  }),
  noOrder,
  ({ userData, uuid: id, paymentMethod, paymentDetails, access }, context) =>
    payPendingOrder(context, userData.language, id, {
      method: paymentMethod,
      details: paymentDetails,
      access,
    }),
)

/** A placed order by its uuid: its status for anyone, the order in full for its owner. */
const placedOrder = operation(
  z.object({ userData: userDataSchema, uuid, access: accessArgument }),
  { order: null, orderStatus: null } as Omit<PlacedOrderResult, 'errors'>,
  ({ userData, uuid: id, access }, context) => findOrder(context, userData.language, id, access),
)

export const checkoutQueries = { checkout, placedOrder }
export const checkoutMutations = { placeOrder, payOrder }
