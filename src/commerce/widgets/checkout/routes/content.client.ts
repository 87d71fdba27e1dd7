'use client'

import dynamic from 'next/dynamic'

/** The content route's islands of the Checkout widget, each its own chunk (see islands.client.tsx). */
export const Confirmation = dynamic(() =>
  import('../confirmation.client').then((module) => module.Confirmation),
)
