import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import { addressSchema } from '@/commerce/domain/account/address'
import { detailsSchema } from '@/commerce/domain/account/customer'

import { type AddressValues, toAddressInput } from './address-values'
import { type DetailsValues, toDetailsInput } from './details-values'
import { formPath } from '@/components/form/form-paths'

/**
 * The form's rules are the gateway's: the domain schema runs on the input the form describes,
 * and each issue goes on the field that shows it (the first one per field). The output is what
 * the gateway is sent.
 */
export function formRules<V, S extends z.ZodType>(schema: S, toInput: (values: V) => unknown) {
  return z.custom<V>().transform((values, context): z.output<S> => {
    const parsed = schema.safeParse(toInput(values))
    if (parsed.success) return parsed.data
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const path = formPath(issue.path.map(String))
      const key = path.join('.')
      if (seen.has(key)) continue
      seen.add(key)
      context.addIssue({ code: 'custom', message: issue.message, path })
    }
    return z.NEVER
  })
}

export type DetailsOutput = z.output<typeof detailsSchema>
export type AddressOutput = z.output<typeof addressSchema>

/** The details form's resolver; `administrativeArea` is the stored one, kept as it is. */
export const detailsResolver = (administrativeArea: string | null) =>
  zodResolver(
    formRules<DetailsValues, typeof detailsSchema>(detailsSchema, (values) =>
      toDetailsInput(values, administrativeArea),
    ),
  ) as Resolver<DetailsValues, unknown, DetailsOutput>

export const addressResolver = () =>
  zodResolver(
    formRules<AddressValues, typeof addressSchema>(addressSchema, toAddressInput),
  ) as Resolver<AddressValues, unknown, AddressOutput>
