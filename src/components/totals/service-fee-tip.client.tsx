'use client'

import { lazy, Suspense, useState } from 'react'

import { InfoIcon } from '@/components/ui/icons'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { type ServiceFeeTipProps, tipButtonClass } from './service-fee'

const load = () => import('./service-fee-popover.client')
// Base UI's popover (and Floating UI under it) loads on first use, not with the cart.
const ServiceFeePopover = lazy(load)

/**
 * What the service fee is for (spec §9), behind an info button: a popover rather than a hover
 * tooltip, so touch, keyboard and screen readers reach it alike. Pointing at the button or
 * focusing it starts loading the popover.
 */
export function ServiceFeeTip(props: ServiceFeeTipProps) {
  const [opened, setOpened] = useState(false)
  // Rendered on the server with the basket: disabled until the page's code can open it.
  const hydrated = useHydrated()
  const placeholder = (
    <button
      type="button"
      disabled={!hydrated}
      aria-label={props.label}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setOpened(true)}
      className={tipButtonClass}
    >
      <InfoIcon className="size-5" />
    </button>
  )
  if (!opened) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <ServiceFeePopover {...props} />
    </Suspense>
  )
}
