import type { Resolver } from 'react-hook-form'

import type { PackageInput } from '@/commerce/domain/package'
import { lazyResolver } from '@/components/form/lazy-resolver'

import type { ConfiguratorValues } from './form-values'
import type { ConfiguratorProduct } from './types'

type Rules = typeof import('./schema')

let rules: Promise<Rules> | null = null

/** Starts loading the rules (zod and the domain schemas) ahead of the first validation. */
export const loadRules = (): Promise<Rules> => (rules ??= import('./schema'))

/**
 * The form's resolver, its rules fetched on first use: the page's first-load JavaScript stays
 * free of zod, which the shopper needs only once they touch a field.
 */
export const lazyConfiguratorResolver = (
  product: ConfiguratorProduct,
): Resolver<ConfiguratorValues, unknown, PackageInput> =>
  lazyResolver(async () => (await loadRules()).configuratorResolver(product))
