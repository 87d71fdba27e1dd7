'use client'

import { useParams, usePathname } from 'next/navigation'

import { errorHomeHref, errorLanguage, errorPageTexts } from './texts'

/** What a failed page shows: its texts in the page's language and the way home. */
export function useErrorPage() {
  const params = useParams<{ locale?: string }>()
  const pathname = usePathname()
  const language = errorLanguage(params?.locale, pathname)
  return { language, texts: errorPageTexts(language), home: errorHomeHref(pathname) }
}

/** Props Next gives an error boundary: the error and a retry that renders the segment again. */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; retry: () => void }
