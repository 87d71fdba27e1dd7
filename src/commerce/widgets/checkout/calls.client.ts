'use client'

import { useQuery } from '@tanstack/react-query'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { useOrderAccess } from '@/commerce/client/order-access.client'
import type { PaymentDetailsInput, PlaceOrderInput } from '@/commerce/client/generated/graphql'
import { PayOrderDocument } from '@/commerce/client/generated/documents/pay-order'
import { PlaceOrderDocument } from '@/commerce/client/generated/documents/place-order'
import { PlacedOrderDocument } from '@/commerce/client/generated/documents/placed-order'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'

/**
 * A placed order by its uuid: in full for its owner (with the e-mail link's token when the
 * page has one), its status for anyone; `refetchInterval` polls it (the processing page).
 */
export function usePlacedOrder(uuid: string | null, refetchInterval: number | false = false) {
  const caller = useGatewayCaller()
  const access = useOrderAccess()
  return useQuery({
    queryKey: ['placedOrder', caller.userData.language, uuid, access],
    queryFn: () => gatewayRequest(PlacedOrderDocument, { uuid: uuid ?? '', access }, caller),
    enabled: Boolean(uuid),
    refetchInterval,
    select: (data) => data.placedOrder,
  })
}

export const placeOrder = async (caller: GatewayCaller, input: PlaceOrderInput) =>
  (await gatewayRequest(PlaceOrderDocument, { input }, caller)).placeOrder

/** A new payment of the owner's pending order; `access` is the e-mail link's token, if any. */
export const payOrder = async (
  caller: GatewayCaller,
  order: { uuid: string; access: string | null },
  paymentMethod: string,
  paymentDetails: PaymentDetailsInput | null,
) =>
  (
    await gatewayRequest(
      PayOrderDocument,
      { uuid: order.uuid, access: order.access, paymentMethod, paymentDetails },
      caller,
    )
  ).payOrder

/** The payment provider's page: a full navigation, the checkout is left behind. */
export const goToPayment = (redirectUrl: string): void => window.location.assign(redirectUrl)
