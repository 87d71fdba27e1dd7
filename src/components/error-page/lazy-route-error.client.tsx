'use client'

import { lazy, Suspense } from 'react'

import type { ErrorBoundaryProps } from './use-error-language.client'

// Next loads every error boundary's module on every page: the page's code comes when one fails
// (the content pages' JavaScript budget has no room for it).
const RouteError = lazy(() => import('./route-error.client'))

/** The route groups' error.tsx: the error page, loaded on a failure. */
export function LazyRouteError(props: ErrorBoundaryProps) {
  return (
    <Suspense>
      <RouteError {...props} />
    </Suspense>
  )
}
