import type { ActivationInput } from '@/commerce/domain/activation/activation-input'
import { orderErrorCodes } from '@/commerce/domain/orders/order-errors'
import type { Locale } from '@/i18n/routing'
import { cardNumberHash } from '@/commerce/services/cards'

import type { ServiceContext } from '@/commerce/services/context'
import type { PlaceOrderResult } from '@/commerce/contract/types'
import { lockActivatableCard, replacePendingActivation } from '@/commerce/db/activation-repository'
import { inTransaction } from '@/commerce/db/transaction'
import { startPayment } from '@/commerce/services/orders/start-payment'
import { activationError } from '@/commerce/services/errors'

/** An activation charges no fees: the holder pays exactly the amount loaded. */
const NO_FEES = {
  serviceFee: 0,
  standardShipping: 0,
  registeredShipping: 0,
  registeredAbove: 0,
  vatRate: 0,
}

/**
 * Places the activation of a blank card (spec §1 Activation) and starts its payment; the payer
 * comes back to /activer/reussi/. Every card that cannot be activated answers alike, so the
 * answer tells nobody which numbers exist; a payment the provider refuses is the activation's
 * payment failure.
 */
export async function placeActivationOrder(
  context: ServiceContext,
  locale: Locale,
  input: ActivationInput,
  currency: string,
  placedFrom: string | null,
): Promise<PlaceOrderResult> {
  const numberHash = cardNumberHash(input.cardNumber)
  const order = await inTransaction(context.payload, async (client) => {
    const card = await lockActivatableCard(client, numberHash, context.storeId)
    if (!card) return null
    // The card's earlier activations nobody pays are given up: one activation under way per card.
    return replacePendingActivation(client, {
      storeId: context.storeId,
      cardId: card.id,
      email: input.email,
      currency,
      amount: input.amount,
      fees: NO_FEES,
      paymentMethod: input.paymentMethod,
      language: locale,
      placedFrom,
      clickId: input.clickId,
    })
  })
  if (!order) {
    return {
      orderUuid: null,
      redirectUrl: null,
      errors: [activationError(locale, 'failed', 'input.cardNumber')],
    }
  }
  const payable = {
    id: order.id,
    uuid: order.uuid,
    orderNumber: order.order_number,
    email: input.email,
    grandTotal: input.amount,
    currency,
    storeId: context.storeId,
  }
  const started = await startPayment(
    context,
    locale,
    payable,
    input.paymentMethod,
    input.paymentDetails,
    '/activation/success',
  )
  return {
    ...started,
    errors: started.errors.map((error) =>
      error.code === orderErrorCodes.paymentFailed
        ? activationError(locale, 'paymentFailure')
        : error,
    ),
  }
}
