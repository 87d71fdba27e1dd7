'use client'

import { useParams, usePathname } from 'next/navigation'

import { errorLanguage } from './language'

/** The failed page's language, from its route's segment or its URL. */
export function useErrorLanguage(): string {
  const params = useParams<{ locale?: string }>()
  return errorLanguage(params?.locale, usePathname())
}

/** Props Next gives an error boundary: the error and a retry that renders the segment again. */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; retry: () => void }
