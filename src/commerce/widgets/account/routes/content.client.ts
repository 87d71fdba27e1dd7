'use client'

import dynamic from 'next/dynamic'

/** The content route's islands of the Account widget, each its own chunk (see islands.client.tsx). */
export const AccountHome = dynamic(() =>
  import('../area/account-home.client').then((module) => module.AccountHome),
)
