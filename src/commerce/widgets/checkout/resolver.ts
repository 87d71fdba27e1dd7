import type { Resolver } from 'react-hook-form'

import type { PaymentMethod } from './order'
import type { CheckoutOutput } from './rules'
import type { CheckoutValues } from './values'

type Rules = typeof import('./rules')

let rules: Promise<Rules> | null = null

/** Starts loading the rules (zod and the domain schemas) ahead of the first check. */
export const loadRules = (): Promise<Rules> => (rules ??= import('./rules'))

/**
 * The checkout's resolver, its rules fetched on first use: zod stays out of the page's
 * first-load JavaScript. `context()` reads what the rules depend on at the time of the check.
 */
export function lazyCheckoutResolver(
  context: () => { needsDeliveryAddress: boolean; methods: readonly PaymentMethod[] },
): Resolver<CheckoutValues, unknown, CheckoutOutput> {
  return async (values, resolverContext, options) => {
    const { needsDeliveryAddress, methods } = context()
    const resolver = (await loadRules()).checkoutResolver(needsDeliveryAddress, methods)
    return resolver(values, resolverContext, options)
  }
}
