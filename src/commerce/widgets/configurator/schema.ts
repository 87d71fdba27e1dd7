import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'

import { packageInputSchema, packageProblems } from '@/commerce/domain/package'

import { type ConfiguratorValues, toPackageInput } from './form-values'
import type { ConfiguratorProduct } from './types'

type Issue = { message: string; path: PropertyKey[] }
const soldOut: Issue = { message: 'outOfStock', path: ['deliveryType'] }

// The receivers' count concerns the list, not one receiver: RHF keeps such errors as `root`.
const formPath = (path: PropertyKey[]) =>
  path.length === 1 && path[0] === 'receivers' ? ['receivers', 'root'] : path

/**
 * The form's rules are the gateway's: the package schema and the product's problems, run on the
 * package the form describes, each issue on the field it names (the first one per field).
 * The output is the package to send.
 */
export const configuratorSchema = (product: ConfiguratorProduct, now?: () => Date) => {
  const rules = packageInputSchema(now)
  return z.custom<ConfiguratorValues>().transform((values, context) => {
    const input = toPackageInput(values, product)
    const parsed = rules.safeParse(input)
    const issues: Issue[] = [
      ...(parsed.error?.issues ?? []),
      ...packageProblems(input, product),
      // The gateway's 2031, told before asking it.
      ...(product.outOfStock[input.deliveryType] ? [soldOut] : []),
    ]
    const seen = new Set<string>()
    for (const issue of issues) {
      const path = formPath(issue.path)
      const key = path.join('.')
      if (seen.has(key)) continue
      seen.add(key)
      context.addIssue({ code: 'custom', message: issue.message, path })
    }
    return parsed.success && issues.length === 0 ? parsed.data : z.NEVER
  })
}

/** The form's resolver; this module (zod with it) loads on the first validation. */
export const configuratorResolver = (product: ConfiguratorProduct) =>
  zodResolver(configuratorSchema(product))
