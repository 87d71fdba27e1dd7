'use client'

import { useHydrated } from '@/components/ui/use-hydrated.client'

import { errorReference } from './texts'
import type { ErrorBoundaryProps } from './use-error-language.client'
import { useErrorPage } from './use-error-page.client'

/**
 * A storefront page that failed (error.tsx of each route group, through LazyRouteError): shown
 * inside the group's layout, so the store's header and footer stay around it. Status 500 (Next's).
 */
export default function RouteError({ error, retry }: ErrorBoundaryProps) {
  const { texts, home } = useErrorPage()
  const reference = errorReference(texts, error.digest)
  // A click before hydration would be lost (spec §4: buttons wait for it).
  const hydrated = useHydrated()
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="mt-4 text-lg">{texts.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={retry}
          disabled={!hydrated}
          data-primary-action
          className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
        >
          {texts.retry}
        </button>
        {/* A whole page load: the failed page's client state is left behind. */}
        <a
          href={home}
          className="rounded-full border-2 border-ink px-6 py-3 font-semibold text-ink"
        >
          {texts.backHome}
        </a>
      </div>
      {reference && <p className="mt-8 text-sm">{reference}</p>}
    </div>
  )
}
