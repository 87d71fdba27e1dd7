import { toApiKeys, toCodePath } from '@/commerce/domain/api-names'
import type { UserData } from '@/commerce/domain/user-data'

import type { TypedDocumentString } from './generated/graphql'

export const GATEWAY_ENDPOINT = '/api/gateway/'

/**
 * What every call sends: userData in the variables, and the same facts as headers (spec §7). The
 * pathname is the page's own in a browser; a server render names it when it knows it.
 */
export type GatewayCaller = { userData: UserData; pathname?: string; edgeAuth?: string }

const inBrowser = () => typeof window !== 'undefined'

type Variables<V> = Omit<V, 'userData'>

/** A call that failed as a whole: HTTP error, or top-level GraphQL errors (spec §8: code -1). */
export class GatewayRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: readonly unknown[] = [],
  ) {
    super(message)
    this.name = 'GatewayRequestError'
  }
}

// Errors name the API's arguments; the forms know the code's names (api-names.ts).
const codeNames = (key: string, value: unknown) =>
  key === 'referencedRequestParameter' && typeof value === 'string' ? toCodePath(value) : value

const parseAnswer = (text: string): unknown => {
  try {
    return JSON.parse(text, codeNames)
  } catch {
    return null
  }
}

const operationOf = (query: string) =>
  /^\s*(query|mutation|subscription)\s+(\w+)/.exec(query) ?? undefined

/**
 * One POST to the gateway with the spec's headers, credentials included and no HTTP cache.
 * Mutations send the bypass flag. Errors inside data are the caller's to read. A plain fetch:
 * the documents are strings already, so no GraphQL parser ships to browsers. A page's server
 * render passes `send` to ask the gateway in its own process (gateway/in-process.ts).
 */
export async function gatewayRequest<R, V extends { userData: unknown }>(
  document: TypedDocumentString<R, V>,
  variables: Variables<V>,
  { userData, pathname: given, edgeAuth }: GatewayCaller,
  origin = inBrowser() ? window.location.origin : '',
  send: typeof fetch = fetch,
): Promise<R> {
  const query = document.toString()
  const operation = operationOf(query)
  const pathname = given ?? (inBrowser() ? window.location.pathname : undefined)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'x-store-id': String(userData.storeID),
    'x-language': userData.language,
    'x-country': userData.countryCode,
    ...(pathname ? { 'x-pathname': pathname } : {}),
    ...(inBrowser() ? {} : { 'x-ssr': '1' }),
    ...(operation?.[1] === 'mutation' ? { 'x-bypass-cache': '1' } : {}),
    ...(edgeAuth ? { 'x-edge-auth': edgeAuth } : {}),
  }
  const response = await send(`${origin}${GATEWAY_ENDPOINT}`, {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers,
    // Inputs built from the code's values (a form's output) go out under the API's names.
    body: toApiKeys(
      JSON.stringify({
        query,
        variables: { ...variables, userData },
        operationName: operation?.[2],
      }),
    ),
  })
  const body = (await response.text().then(parseAnswer, () => null)) as {
    data?: R | null
    errors?: readonly { message?: string }[]
  } | null
  const errors = body?.errors ?? []
  if (!response.ok || errors.length > 0 || !body?.data) {
    throw new GatewayRequestError(
      errors[0]?.message ?? `Gateway answered ${response.status}`,
      response.status,
      errors,
    )
  }
  return body.data
}
