'use client'

import dynamic from 'next/dynamic'

/**
 * The configurator as its own chunk: the list pages share the product page's content view, and
 * must not ship the form's code (react-hook-form with it). Rendered on the server as ever; the
 * product page preloads the chunk.
 */
export const LazyConfigurator = dynamic(() =>
  import('./configurator.client').then((module) => module.Configurator),
)
