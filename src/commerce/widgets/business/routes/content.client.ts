'use client'

import dynamic from 'next/dynamic'

/** The content route's islands of the Business widget, each its own chunk (see islands.client.tsx). */
export const BusinessQuoteSection = dynamic(() =>
  import('../business-page').then((module) => module.BusinessQuoteSection),
)
