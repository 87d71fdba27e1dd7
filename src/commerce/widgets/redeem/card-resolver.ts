import type { Resolver } from 'react-hook-form'

import type { CardValues } from './card-fields.client'
import type { CardCredentials } from './rules'

type Rules = typeof import('./card-rules')

let rules: Promise<Rules> | null = null

/** Starts loading zod and the card rules ahead of the first check. */
export const loadCardRules = (): Promise<Rules> => (rules ??= import('./card-rules'))

/** The card forms' resolver, its rules fetched on first use: zod stays out of the first load. */
export const lazyCardResolver: Resolver<CardValues, unknown, CardCredentials> = async (
  values,
  context,
  options,
) => (await loadCardRules()).cardResolver(values, context, options)
