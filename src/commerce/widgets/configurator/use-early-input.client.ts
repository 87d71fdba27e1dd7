'use client'

import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { PackageInput } from '@/commerce/domain/package'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { earlyChanges, type EarlyInput, readEarlyInput } from './early-input'
import type { ConfiguratorValues } from './form-values'

type Form = UseFormReturn<ConfiguratorValues, unknown, PackageInput>

/** The id of the configurator's form element, from its useId. */
export const formIdOf = (id: string) => `${id}-form`

/**
 * Issue 24 point 2: a choice made in the server-rendered form before its JavaScript ran is kept.
 * The native inputs are read during the hydrating render (react-hook-form resets them to its
 * defaults when it registers them), and what differs is put in the form once mounted.
 */
export function useEarlyInput(form: Form, id: string, defaults: ConfiguratorValues): void {
  const hydrating = !useHydrated()
  const [changes] = useState<EarlyInput | null>(() => {
    // The server render has no document; a client render after navigation has no early input.
    if (!hydrating || typeof document === 'undefined') return null
    const element = document.getElementById(formIdOf(id))
    return element instanceof HTMLFormElement
      ? earlyChanges(readEarlyInput(element, id), defaults)
      : null
  })
  const { reset, getValues } = form
  useEffect(() => {
    if (!changes || Object.keys(changes).length === 0) return
    reset({ ...getValues(), ...changes }, { keepDefaultValues: true })
  }, [changes, reset, getValues])
}
