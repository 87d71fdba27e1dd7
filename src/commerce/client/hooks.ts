'use client'

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'

import { useGatewayCaller } from './gateway-provider.client'
import {
  ProductListDocument,
  type ProductListQueryVariables,
  SearchDocument,
} from './generated/graphql'
import { mergeById } from './merge-by-id'
import { gatewayRequest } from './request'

/** search_v1 for the text typed so far (debounce it before); nothing is asked for blank text. */
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

type ListVariables = Omit<ProductListQueryVariables, 'userData' | 'paging'>

/** productList page after page, merged by id without duplicates (spec §7). */
export function useProductList(filters: ListVariables['filters'], itemsPerPage: number) {
  const caller = useGatewayCaller()
  return useInfiniteQuery({
    queryKey: ['productList', caller.userData.language, filters, itemsPerPage],
    queryFn: ({ pageParam }) =>
      gatewayRequest(
        ProductListDocument,
        { filters, paging: { itemsPerPage, pageNumber: pageParam } },
        caller,
      ),
    initialPageParam: 1,
    getNextPageParam: ({ productList: { paging } }) =>
      paging.currentPage * paging.itemsPerPage < paging.totalItems
        ? paging.currentPage + 1
        : undefined,
    select: (data) => ({
      products: mergeById(data.pages.map((page) => page.productList.products)),
      totalItems: data.pages.at(-1)?.productList.paging.totalItems ?? 0,
      errors: data.pages.flatMap((page) => page.productList.errors),
    }),
  })
}
