import type { Resolver } from 'react-hook-form'

/* eslint-disable @typescript-eslint/no-explicit-any -- any form's resolver, typed by the caller */
type AnyResolver = Resolver<any, any, any>

/**
 * A form's resolver whose rules (zod and the domain schemas) load on the first validation, or
 * earlier when the form is first focused: pages ship without zod.
 */
export function lazyResolver<R extends AnyResolver>(load: () => Promise<R>): R {
  let resolver: R | null = null
  const resolve: AnyResolver = async (values, context, options) => {
    resolver ??= await load()
    return resolver(values, context, options)
  }
  return resolve as R
}
