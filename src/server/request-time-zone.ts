import 'server-only'

import { headers } from 'next/headers'

import { storeTimeZone } from '@/commerce/services/store'

import { getPayloadClient } from './payload'
import { enteredStorefront, hostStorefront } from './route-store'

/**
 * The clock of the request's store (its row's time zone, kept by the services' memo): the store
 * of the route being rendered, else (a server action, a route handler: they enter no route) the
 * one its Host header names. The header is read only then: a cached page reading it would render
 * on every request.
 */
export async function requestTimeZone(): Promise<string> {
  const storefront = enteredStorefront() ?? (await hostStorefront((await headers()).get('host')))
  return storeTimeZone(await getPayloadClient(), storefront.storeId)
}
