import type { Resolver } from 'react-hook-form'

import { lazyResolver } from '@/components/form/lazy-resolver'

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
export const lazyDetailsResolver = (
  administrativeArea: string | null,
  storeCountry: string,
): Resolver<DetailsValues, unknown, DetailsOutput> =>
  lazyResolver(async () => (await loadRules()).detailsResolver(administrativeArea, storeCountry))
