'use client'

import dynamic from 'next/dynamic'

/** The content route's islands of the Orders widget, each its own chunk (see islands.client.tsx). */
export const BlankPacks = dynamic(() =>
  import('../blank-packs.client').then((module) => module.BlankPacks),
)
