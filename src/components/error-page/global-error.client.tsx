'use client'

import { useHydrated } from '@/components/ui/use-hydrated.client'

import { globalErrorStyles as styles } from './global-error-styles'
import { errorReference } from './texts'
import { type ErrorBoundaryProps, useErrorPage } from './use-error-page.client'

/**
 * The storefront's root layout failed (src/app/global-error.tsx): a page of its own, light, in the
 * URL's language, styled inline (no stylesheet, no store, no header can be trusted here).
 */
export function GlobalError({ error, retry }: ErrorBoundaryProps) {
  const { language, texts, home } = useErrorPage()
  const reference = errorReference(texts, error.digest)
  // A click before hydration would be lost (spec §4: buttons wait for it).
  const hydrated = useHydrated()
  return (
    <html lang={language}>
      <body style={styles.body}>
        <title>{texts.title}</title>
        <main style={styles.main}>
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
      </body>
    </html>
  )
}
