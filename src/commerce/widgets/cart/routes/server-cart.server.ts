import 'server-only'

import { headers } from 'next/headers'

import { CartDocument } from '@/commerce/client/generated/documents/cart'
import type { CartQuery } from '@/commerce/client/generated/graphql'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'
import { inProcessGateway } from '@/commerce/gateway/in-process'
import { logger } from '@/server/logger'

/**
 * The shopper's basket as the browser would ask it (cartV2), read while the page renders so
 * the lines are in its HTML. Null when the read fails: the widget then asks in the browser,
 * as it did before the page rendered it.
 */
export async function serverCart(caller: GatewayCaller, pathname: string) {
  const send = inProcessGateway(await headers())
  return gatewayRequest(CartDocument, {}, { ...caller, pathname }, '', send).catch(
    (error: unknown): CartQuery | null => {
      logger().warn({ err: error }, 'The basket page could not read the basket')
      return null
    },
  )
}
