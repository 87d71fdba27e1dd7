'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { publishCartCount } from '@/commerce/client/cart-signal'
import type { GatewayErrorData } from '@/commerce/client/gateway-errors'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import type { GiftcardPackageInput } from '@/commerce/client/generated/graphql'
import { AccountOrderDocument } from '@/commerce/client/generated/documents/account-order'
import { AccountOrdersDocument } from '@/commerce/client/generated/documents/account-orders'
import { AddGiftcardPackageDocument } from '@/commerce/client/generated/documents/add-giftcard-package'
import { ReorderOrdersDocument } from '@/commerce/client/generated/documents/reorder-orders'
import { ReorderPackagesDocument } from '@/commerce/client/generated/documents/reorder-packages'
import { gatewayRequest } from '@/commerce/client/request'

/** Orders per page of /compte/commandes/ (the gateway's own page size). */
export const ORDERS_PER_PAGE = 10

/** The logged-in customer's orders, a page at a time; the page shown stays while the next loads. */
export function useCustomerOrders(pageNumber: number, itemsPerPage = ORDERS_PER_PAGE) {
  const caller = useGatewayCaller()
  return useQuery({
    queryKey: ['customerOrders', caller.userData.language, pageNumber, itemsPerPage],
    queryFn: () =>
      gatewayRequest(AccountOrdersDocument, { paging: { pageNumber, itemsPerPage } }, caller),
    select: (data) => data.customerOrders,
    placeholderData: keepPreviousData,
  })
}

/** One of the customer's orders in full, for its details modal (placedOrder). */
export function useAccountOrder(uuid: string | undefined) {
  const caller = useGatewayCaller()
  return useQuery({
    queryKey: ['placedOrder', caller.userData.language, uuid],
    queryFn: () => gatewayRequest(AccountOrderDocument, { uuid: uuid ?? '' }, caller),
    select: (data) => data.placedOrder,
    enabled: Boolean(uuid),
  })
}

/** The customer's latest orders with their packages, for the reorder page. */
export function useReorderOrders(itemsPerPage: number) {
  const caller = useGatewayCaller()
  return useQuery({
    queryKey: ['reorderOrders', caller.userData.language, itemsPerPage],
    queryFn: () =>
      gatewayRequest(ReorderOrdersDocument, { paging: { pageNumber: 1, itemsPerPage } }, caller),
    select: (data) => data.customerOrders,
    placeholderData: keepPreviousData,
  })
}

/**
 * A cart change's outcome: what went wrong, and whether the shopper has a cart to see (part
 * of a reorder may have gone in while another card is no longer on sale).
 */
export type CartOutcome = { hasCart: boolean; errors: readonly GatewayErrorData[] }

const FAILED: CartOutcome = {
  hasCart: false,
  errors: [{ code: -1, message: '', referencedRequestParameter: null }],
}

/**
 * The calls that fill the cart from this page: reorder (an order's packages, all or some) and
 * a blank card pack. The answer's count is the header's (spec §4), asked no more.
 */
export function useCartCalls() {
  const caller = useGatewayCaller()
  return useMemo(() => {
    const who = () => ({ ...caller, pathname: window.location.pathname })
    const settle = (answer: {
      order: { itemsQty: number } | null
      errors: readonly GatewayErrorData[]
    }) => {
      const hasCart = answer.order !== null
      if (hasCart) publishCartCount(answer.order)
      return { hasCart, errors: answer.errors }
    }
    return {
      reorder: async (uuid: string, packageIds?: string[]): Promise<CartOutcome> => {
        try {
          const variables = { uuid, packageIds: packageIds ?? null }
          return settle((await gatewayRequest(ReorderPackagesDocument, variables, who())).reorder)
        } catch {
          return FAILED
        }
      },
      addPack: async (pack: GiftcardPackageInput): Promise<CartOutcome> => {
        try {
          const variables = { package: pack }
          const answer = await gatewayRequest(AddGiftcardPackageDocument, variables, who())
          return settle(answer.addGiftcardPackage)
        } catch {
          return FAILED
        }
      },
    }
  }, [caller])
}
