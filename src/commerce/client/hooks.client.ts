'use client'

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'

import { onCartChange, publishCartCount } from './cart-signal'
import { useGatewayCaller } from './caller-context.client'
import type { CartQuery, CheckoutQuery } from './generated/graphql'
import { CartDocument } from './generated/documents/cart'
import { CheckoutDocument } from './generated/documents/checkout'
import { SearchDocument } from './generated/documents/search'
import { gatewayRequest } from './request'

/**
 * search_v1 for the text typed so far (debounce it before); nothing is asked for blank text.
 * The previous answer stays on screen while the next one loads, so results do not flash.
 */
export function useSearch(inputText: string) {
  const caller = useGatewayCaller()
  const text = inputText.trim()
  return useQuery({
    queryKey: ['search_v1', caller.userData.language, text],
    queryFn: () => gatewayRequest(SearchDocument, { inputText: text }, caller),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    select: (data) => data.search_v1,
  })
}

/** A cart as the gateway answers it, read or changed: the order (null: none) and errors. */
export type CartAnswer = CartQuery['cartV2']

/**
 * The shopper's cart (cartV2, spec §7): never cached (the provider's queries are stale at
 * once), asked again when a change says nothing of it (logging out). A change that answers the
 * cart hands it to useCartChanged's callback (issue 37 point 5): no second request. A read
 * without errors tells the header its count too. `serverCart` is the page render's read.
 */
export function useCart(serverCart?: CartQuery | null) {
  const caller = useGatewayCaller()
  const query = useQuery({
    queryKey: ['cartV2', caller.userData.language],
    // The basket page's server render read it a moment ago: shown at once, not asked again
    // (it is still asked on a change's signal and when the shopper comes back to the tab).
    initialData: serverCart ?? undefined,
    refetchOnMount: !serverCart,
    queryFn: async () => {
      const data = await gatewayRequest(CartDocument, {}, caller)
      if (data.cartV2.errors.length === 0) publishCartCount(data.cartV2.order)
      return data
    },
    select: (data) => data.cartV2,
  })
  const { refetch } = query
  useEffect(() => onCartChange(() => void refetch({ cancelRefetch: false })), [refetch])
  return query
}

/** What useCart's page does with a change's answer: the cart's new state, and its count. */
export function useCartChanged() {
  const client = useQueryClient()
  const { language } = useGatewayCaller().userData
  return useCallback(
    (answer: CartAnswer) => {
      client.setQueryData<CartQuery>(['cartV2', language], { cartV2: answer })
      publishCartCount(answer.order)
    },
    [client, language],
  )
}

/**
 * Payment methods, deliveries and mail prices for this shopper's cart (never cached).
 * `serverInfo` is the page render's read, as useCart's `serverCart`.
 */
export function useCheckoutInfo(serverInfo?: CheckoutQuery | null) {
  const caller = useGatewayCaller()
  return useQuery({
    queryKey: ['checkout', caller.userData.language],
    initialData: serverInfo ?? undefined,
    refetchOnMount: !serverInfo,
    queryFn: () => gatewayRequest(CheckoutDocument, {}, caller),
    select: (data) => data.checkout,
  })
}
