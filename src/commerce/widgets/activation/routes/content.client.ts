'use client'

import dynamic from 'next/dynamic'

/** The content route's islands of the Activation widget, each its own chunk (see islands.client.tsx). */
export const ActivationForm = dynamic(() =>
  import('../activation-form.client').then((module) => module.ActivationForm),
)

export const ActivationStatus = dynamic(() =>
  import('../activation-status.client').then((module) => module.ActivationStatus),
)
