'use client'

import dynamic from 'next/dynamic'

/**
 * The cart with its texts (their ICU formatter, the lines' code) as a chunk of its own, loaded only
 * by a page that shows it: an empty basket never does. Without a Suspense boundary of its own, as
 * Next's `dynamic()` renders it: the page's hydration waits for the chunk, then commits at once.
 */
export const CartWithTextsOnDemand = dynamic(() =>
  import('./cart-with-texts.client').then((module) => module.CartWithTexts),
)
