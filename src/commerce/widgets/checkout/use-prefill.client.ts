'use client'

import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { AccountUser } from '@/commerce/client/customer'
import { prefillEmail } from '@/commerce/client/auth-storage'

import { loadPrefill } from './load-prefill'
import { restoreCheckout } from './storage'
import { blankCheckout, type CheckoutValues } from './values'

/**
 * Spec §4 'forms prefill once while pristine': the details kept in this tab (a return from the
 * payment), else the customer's profile, else the e-mail typed at the identify step.
 */
export function usePrefill<T>(
  form: UseFormReturn<CheckoutValues, unknown, T>,
  user: AccountUser | null,
  storeCountry: string,
) {
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || form.formState.isDirty) return
    const blank = blankCheckout(storeCountry)
    const restored = restoreCheckout(blank)
    if (restored) form.reset(restored)
    else if (user) {
      void loadPrefill().then(({ prefillFromProfile }) => {
        if (!form.formState.isDirty) form.reset(prefillFromProfile(blank, user))
      })
    } else {
      const email = prefillEmail()
      if (email) form.setValue('billingAddress.email', email)
    }
    prefilled.current = true
  }, [form, user, storeCountry])
}
