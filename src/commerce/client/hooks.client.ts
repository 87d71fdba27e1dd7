'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { onCartChange } from './cart-signal'
import { useGatewayCaller } from './gateway-provider.client'
import { CartDocument, CheckoutDocument, SearchDocument } from './generated/graphql'
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

/**
 * The shopper's basket (cartV2, spec §7): never cached (the provider's queries are stale at
 * once), and asked again on every announced change. A refetch joins one already under way, so
 * the widget that announced a change and this listener make one request together.
 */
export function useCart() {
  const caller = useGatewayCaller()
  const query = useQuery({
    queryKey: ['cartV2', caller.userData.language],
    queryFn: () => gatewayRequest(CartDocument, {}, caller),
    select: (data) => data.cartV2,
  })
  const { refetch } = query
  useEffect(() => onCartChange(() => void refetch({ cancelRefetch: false })), [refetch])
  return query
}

/** Payment methods, deliveries and mail prices for this shopper's basket (never cached). */
export function useCheckoutInfo() {
  const caller = useGatewayCaller()
  return useQuery({
    queryKey: ['checkout', caller.userData.language],
    queryFn: () => gatewayRequest(CheckoutDocument, {}, caller),
    select: (data) => data.checkout,
  })
}
