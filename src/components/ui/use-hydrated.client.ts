'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False during the server render and hydration, true after: buttons that need JavaScript render
 * disabled until it has run (spec §4, "on server render all non-link buttons are disabled").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
