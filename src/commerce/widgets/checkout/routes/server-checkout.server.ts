import 'server-only'

import { headers } from 'next/headers'

import { CartDocument } from '@/commerce/client/generated/documents/cart'
import { CheckoutDocument } from '@/commerce/client/generated/documents/checkout'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'
import { SESSION_HINT_COOKIE } from '@/commerce/client/session-hint'
import { inProcessGateway } from '@/commerce/gateway/in-process'
import { readCookie } from '@/server/cookies'
import { logger } from '@/server/logger'

import type { ServerCheckout } from '../server-checkout'

/**
 * A guest's basket and checkout options, read while the page renders so that the first step
 * is in its HTML. Null for a signed-in customer (the form waits for their profile in the
 * browser, as before) and when a read fails: the widget then asks from the browser.
 */
export async function serverCheckout(
  caller: GatewayCaller,
  pathname: string,
): Promise<ServerCheckout | null> {
  const page = await headers()
  if (readCookie(page, SESSION_HINT_COOKIE)) return null
  const send = inProcessGateway(page)
  const asker = { ...caller, pathname }
  try {
    const [cart, checkout] = await Promise.all([
      gatewayRequest(CartDocument, {}, asker, '', send),
      gatewayRequest(CheckoutDocument, {}, asker, '', send),
    ])
    return { cart, checkout }
  } catch (error) {
    logger().warn({ err: error }, 'The checkout page could not read the basket')
    return null
  }
}
