'use client'

import { useSyncExternalStore } from 'react'

import type { Select } from '@/components/ui/select/select.client'

type SelectCode = typeof Select

let loaded: SelectCode | null = null
let loading: Promise<SelectCode> | null = null
const listeners = new Set<() => void>()

/**
 * The searchable select (Base UI's combobox, the largest part of a form's code): loaded when a
 * shopper reaches a select or begins a form that has some, not with the form's first render.
 */
export function loadSelect(): Promise<SelectCode> {
  loading ??= import('@/components/ui/select/select.client').then(
    (module) => {
      loaded = module.Select
      for (const listener of listeners) listener()
      return module.Select
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The select once its code is in (every shell then gives way to it), else null. */
export const useLoadedSelect = (): SelectCode | null =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
