import type { Resolver } from 'react-hook-form'

import type { DetailsValues } from './details-values'
import type { DetailsOutput } from './rules'

type Rules = typeof import('./rules')

let rules: Promise<Rules> | null = null

/** Starts loading the rules (zod and the domain schemas) ahead of the first validation. */
export const loadRules = (): Promise<Rules> => (rules ??= import('./rules'))

/**
 * The details form's resolver, its rules fetched on first use: the page's first-load JavaScript
 * stays free of zod, which the customer needs only once they touch a field.
 */
export function lazyDetailsResolver(
  administrativeArea: string | null,
): Resolver<DetailsValues, unknown, DetailsOutput> {
  let resolver: ReturnType<Rules['detailsResolver']> | null = null
  return async (values, context, options) => {
    resolver ??= (await loadRules()).detailsResolver(administrativeArea)
    return resolver(values, context, options)
  }
}
