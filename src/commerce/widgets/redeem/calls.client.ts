'use client'

import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import { useOrderAccess } from '@/commerce/client/order-access.client'
import type {
  GiftcardCredentialsInput,
  PlaceRedeemOrderInput,
  ProductListFilters,
  RedeemPackageInput,
} from '@/commerce/client/generated/graphql'
import { AddGiftcardPaymentDocument } from '@/commerce/client/generated/documents/add-giftcard-payment'
import { AddOriginalPackageToCartDocument } from '@/commerce/client/generated/documents/add-original-package-to-cart'
import { AddRedeemPackageDocument } from '@/commerce/client/generated/documents/add-redeem-package'
import { CheckGiftcardPaymentDocument } from '@/commerce/client/generated/documents/check-giftcard-payment'
import { GiftcardInfoDocument } from '@/commerce/client/generated/documents/giftcard-info'
import { PlaceRedeemOrderDocument } from '@/commerce/client/generated/documents/place-redeem-order'
import { RedeemBrandsDocument } from '@/commerce/client/generated/documents/redeem-brands'
import { RedeemOrderDocument } from '@/commerce/client/generated/documents/redeem-order'
import { RedeemProductsDocument } from '@/commerce/client/generated/documents/redeem-products'
import { RemoveGiftcardPaymentDocument } from '@/commerce/client/generated/documents/remove-giftcard-payment'
import { UpdateRedeemPackageDocument } from '@/commerce/client/generated/documents/update-redeem-package'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'

/** Every redeem query's key starts so: a change of the session refetches them together. */
const REDEEM = 'redeem'
export const PRODUCTS_PER_PAGE = 16

/** The session's source cards: what they pay, what is left to pay (checkGiftcardPayment). */
export function useRedeemPayments() {
  const caller = useGatewayCaller()
  const token = caller.userData.redeemToken
  return useQuery({
    queryKey: [REDEEM, 'payments', token],
    queryFn: () => gatewayRequest(CheckGiftcardPaymentDocument, {}, caller),
    enabled: Boolean(token),
    select: (data) => data.checkGiftcardPayment,
  })
}

/** How often a placed order whose payment is under way is asked again. */
const POLL_MS = 2_000

/** An order placed, its payment not yet settled (spec §3 order status PENDING). */
export const isPending = (status: string | null | undefined): boolean =>
  status?.toUpperCase() === 'PENDING'

/**
 * The session's open redeem order ('current'), or a placed one by its uuid: in full for its
 * owner (with the e-mail link's token when the page has one), its status for anyone.
 */
export function useRedeemOrder(uuid = 'current', pollWhilePending = false) {
  const caller = useGatewayCaller()
  const token = caller.userData.redeemToken
  const access = useOrderAccess()
  return useQuery({
    queryKey: [REDEEM, 'order', token, uuid, access],
    queryFn: () => gatewayRequest(RedeemOrderDocument, { uuid, access }, caller),
    enabled: uuid !== 'current' || Boolean(token),
    refetchInterval: (query) =>
      pollWhilePending && isPending(query.state.data?.order.orderStatus?.status) ? POLL_MS : false,
    select: (data) => data.order,
  })
}

/** Exchangeable cards and donations, a page at a time (spec §7 product list on redeem pages). */
export function useRedeemProducts(filters: ProductListFilters) {
  const caller = useGatewayCaller()
  return useInfiniteQuery({
    queryKey: [REDEEM, 'products', caller.userData.language, filters],
    queryFn: ({ pageParam }) =>
      gatewayRequest(
        RedeemProductsDocument,
        { filters, paging: { itemsPerPage: PRODUCTS_PER_PAGE, pageNumber: pageParam } },
        caller,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { currentPage, itemsPerPage, totalItems } = last.productList.paging
      return currentPage * itemsPerPage < totalItems ? currentPage + 1 : undefined
    },
  })
}

/**
 * The brands to narrow the shop by, each with its count among the cards the other filters keep
 * (the brands modal): asked on the modal's opening, kept while the shop's filters stay.
 */
export function useRedeemBrands(filters: ProductListFilters) {
  const caller = useGatewayCaller()
  return useQuery({
    queryKey: [REDEEM, 'brands', caller.userData.language, filters],
    queryFn: () => gatewayRequest(RedeemBrandsDocument, { filters }, caller),
    select: (data) => data.brandList,
  })
}

/** After a change of the session: the order and the payments are asked again. */
export function useRedeemRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: [REDEEM] })
}

export const giftcardInfo = async (
  caller: GatewayCaller,
  card: GiftcardCredentialsInput,
  captchaToken: string,
) => (await gatewayRequest(GiftcardInfoDocument, { card, captchaToken }, caller)).giftcardInfo

export const addGiftcardPayment = async (
  caller: GatewayCaller,
  card: GiftcardCredentialsInput,
  captchaToken: string,
) =>
  (await gatewayRequest(AddGiftcardPaymentDocument, { card, captchaToken }, caller))
    .addGiftcardPayment

export const addRedeemPackage = async (caller: GatewayCaller, input: RedeemPackageInput) =>
  (await gatewayRequest(AddRedeemPackageDocument, { input }, caller)).addRedeemPackage

export const updateRedeemPackage = async (
  caller: GatewayCaller,
  packageId: string,
  input: RedeemPackageInput,
) =>
  (await gatewayRequest(UpdateRedeemPackageDocument, { packageId, input }, caller))
    .updateRedeemPackage

export const placeRedeemOrder = async (caller: GatewayCaller, input: PlaceRedeemOrderInput) =>
  (await gatewayRequest(PlaceRedeemOrderDocument, { input }, caller)).placeRedeemOrder

export const removeGiftcardPayment = async (caller: GatewayCaller, paymentId: string) =>
  (await gatewayRequest(RemoveGiftcardPaymentDocument, { paymentId }, caller)).removeGiftcardPayment

/** Moves a chosen card from the redeem session into the regular cart, to buy it with money. */
export const addOriginalPackageToCart = async (caller: GatewayCaller, packageId: string) =>
  (await gatewayRequest(AddOriginalPackageToCartDocument, { packageId }, caller))
    .addOriginalPackageToCart
