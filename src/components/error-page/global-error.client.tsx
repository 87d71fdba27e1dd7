'use client'

import { useHydrated } from '@/components/ui/use-hydrated.client'

import { globalErrorStyles as styles } from './global-error-styles'
import { errorReference } from './texts'
import type { ErrorBoundaryProps } from './use-error-language.client'
import { useErrorPage } from './use-error-page.client'

/**
 * What a failed root layout shows (inside LazyGlobalError's <body>): light, in the URL's language,
 * styled inline (no stylesheet, no store, no header can be trusted here).
 */
export default function GlobalErrorPage({ error, retry }: ErrorBoundaryProps) {
  const { texts, home } = useErrorPage()
  const reference = errorReference(texts, error.digest)
  // A click before hydration would be lost (spec §4: buttons wait for it).
  const hydrated = useHydrated()
  return (
    <main style={styles.main}>
      <title>{texts.title}</title>
      <h1 style={styles.title}>{texts.title}</h1>
      <p style={styles.text}>{texts.description}</p>
      <div style={styles.actions}>
        <button
          type="button"
          onClick={retry}
          disabled={!hydrated}
          style={styles.retry}
          data-primary-action
        >
          {texts.retry}
        </button>
        <a href={home} style={styles.home}>
          {texts.backHome}
        </a>
      </div>
      {reference && <p style={styles.reference}>{reference}</p>}
    </main>
  )
}
