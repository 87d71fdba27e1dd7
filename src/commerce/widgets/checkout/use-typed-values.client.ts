'use client'

import { useInsertionEffect, useLayoutEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { typedFields, withTypedValues } from './typed-values'
import { blankCheckout, type CheckoutValues } from './values'

/**
 * What the shopper typed or ticked in the server's form before its code came
 * (checkout-form-on-demand) becomes the form's values once it is hydrated. The form hydrates
 * blank, as the server drew it: drawn with a ticked 'Professionnel' (and so its company fields),
 * React would find other HTML and draw the whole form again, losing the focus.
 */
export function useTypedValues<T>(
  form: UseFormReturn<CheckoutValues, unknown, T>,
  formId: string,
  storeCountry: string,
) {
  const typed = useRef<CheckoutValues | null>(null)
  // Read as the hydration commits, before the fields' refs give them the form's (blank) values,
  // so that no key pressed while React hydrated is lost; insertion effects run before refs.
  useInsertionEffect(() => {
    const blank = blankCheckout(storeCountry)
    const values = withTypedValues(blank, typedFields(formId))
    typed.current = values === blank ? null : values
  }, [formId, storeCountry])
  useLayoutEffect(() => {
    if (typed.current) form.reset(typed.current, { keepDefaultValues: true })
    typed.current = null
  }, [form])
}
