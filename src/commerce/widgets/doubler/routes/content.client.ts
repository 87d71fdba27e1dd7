'use client'

import dynamic from 'next/dynamic'

/** The content route's islands of the Doubler widget, each its own chunk (see islands.client.tsx). */
export const EnteredNote = dynamic(() =>
  import('../entered-note.client').then((module) => module.EnteredNote),
)
