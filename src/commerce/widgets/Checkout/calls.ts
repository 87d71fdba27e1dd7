'use client'

import { useQuery } from '@tanstack/react-query'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import {
  CheckoutDocument,
  PayOrderDocument,
  PlaceOrderDocument,
  PlacedOrderDocument,
  type PaymentDetailsInput,
  type PlaceOrderInput,
} from '@/commerce/client/generated/graphql'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'

/** Payment methods, deliveries and mail prices for this shopper's basket (never cached). */
export function useCheckoutInfo() {
  const caller = useGatewayCaller()
  return useQuery({
    queryKey: ['checkout', caller.userData.language],
    queryFn: () => gatewayRequest(CheckoutDocument, {}, caller),
    select: (data) => data.checkout,
  })
}

/** A placed order by its uuid; `refetchInterval` polls it (the processing page). */
export function usePlacedOrder(uuid: string | null, refetchInterval: number | false = false) {
  const caller = useGatewayCaller()
  return useQuery({
    queryKey: ['placedOrder', caller.userData.language, uuid],
    queryFn: () => gatewayRequest(PlacedOrderDocument, { uuid: uuid ?? '' }, caller),
    enabled: Boolean(uuid),
    refetchInterval,
    select: (data) => data.placedOrder,
  })
}

export const placeOrder = async (caller: GatewayCaller, input: PlaceOrderInput) =>
  (await gatewayRequest(PlaceOrderDocument, { input }, caller)).placeOrder

export const payOrder = async (
  caller: GatewayCaller,
  uuid: string,
  paymentMethod: string,
  paymentDetails: PaymentDetailsInput | null,
) =>
  (await gatewayRequest(PayOrderDocument, { uuid, paymentMethod, paymentDetails }, caller)).payOrder

/** The payment provider's page: a full navigation, the checkout is left behind. */
export const goToPayment = (redirectUrl: string): void => window.location.assign(redirectUrl)
