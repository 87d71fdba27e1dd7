'use client'

import { useEffect } from 'react'
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form'

import { prefillEmail } from '@/commerce/client/auth-storage'

/**
 * Spec §4, "forms prefill once while pristine": the e-mail typed at the identify step fills the
 * e-mail field once, after hydration, unless the shopper has typed there already.
 */
export function usePrefillEmail<V extends FieldValues & { email: string }>(
  form: UseFormReturn<V, unknown, unknown>,
) {
  useEffect(() => {
    const name = 'email' as FieldPath<V>
    const email = prefillEmail()
    if (email && !form.getFieldState(name).isDirty && !form.getValues(name)) {
      form.setValue(name, email as PathValue<V, FieldPath<V>>)
    }
  }, [form])
}
