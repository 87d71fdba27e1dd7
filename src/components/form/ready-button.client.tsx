'use client'

import type { ButtonHTMLAttributes } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated.client'

/**
 * A button disabled until the page's code has run (spec §4). It reads that itself, so hydration's
 * end renders this button again, not the whole form around it (the checkout's, ~30 fields).
 */
export function ReadyButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'>) {
  const hydrated = useHydrated()
  return <button {...props} disabled={!hydrated} />
}
