import { GraphQLClient } from 'graphql-request'

import type { UserData } from '@/commerce/domain/user-data'

import type { TypedDocumentString } from './generated/graphql'

export const GATEWAY_ENDPOINT = '/api/gateway/'

/** What every call sends: userData in the variables, and the same facts as headers (spec §7). */
export type GatewayCaller = { userData: UserData; pathname?: string; edgeAuth?: string }

type Variables<V> = Omit<V, 'userData'>

/**
 * One POST to the gateway with the spec's headers, credentials included and no HTTP cache.
 * Mutations send the bypass flag. Errors inside data are the caller's to read.
 */
export async function gatewayRequest<R, V extends { userData: unknown }>(
  document: TypedDocumentString<R, V>,
  variables: Variables<V>,
  { userData, pathname, edgeAuth }: GatewayCaller,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
): Promise<R> {
  const mutation = document.toString().trimStart().startsWith('mutation')
  const headers: Record<string, string> = {
    'x-store-id': String(userData.storeID),
    'x-language': userData.language,
    'x-country': userData.countryCode,
    ...(pathname ? { 'x-pathname': pathname } : {}),
    ...(typeof window === 'undefined' ? { 'x-ssr': '1' } : {}),
    ...(mutation ? { 'x-bypass-cache': '1' } : {}),
    ...(edgeAuth ? { 'x-edge-auth': edgeAuth } : {}),
  }
  const client = new GraphQLClient(`${origin}${GATEWAY_ENDPOINT}`, {
    credentials: 'include',
    cache: 'no-store',
    headers,
  })
  return client.request<R>(document.toString(), { ...variables, userData } as object)
}
