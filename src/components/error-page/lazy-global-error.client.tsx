'use client'

import { lazy, Suspense } from 'react'

import { type ErrorBoundaryProps, useErrorLanguage } from './use-error-language.client'

// Loaded when a root layout fails: Next loads global-error's module on every page.
const GlobalErrorPage = lazy(() => import('./global-error.client'))

/** src/app/global-error.tsx: a document of its own, replacing the failed root layout. */
export function LazyGlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang={useErrorLanguage()}>
      <body style={{ margin: 0 }}>
        <Suspense>
          <GlobalErrorPage {...props} />
        </Suspense>
      </body>
    </html>
  )
}
