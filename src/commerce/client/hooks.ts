'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { useGatewayCaller } from './gateway-provider.client'
import { SearchDocument } from './generated/graphql'
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
