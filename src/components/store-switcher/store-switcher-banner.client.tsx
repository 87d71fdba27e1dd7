'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { DISMISSAL_KEY, dismissalExpiry, shouldShowBanner } from './banner-dismissal'
import type { LoadStoreSwitcher } from './texts'

const ProposedStore = lazy(() => import('./proposed-store.client'))

type Props = { storeCountry: string; locale: string; load: LoadStoreSwitcher }

type Detected = { country_code: string | null }

/** localStorage may be unavailable (privacy modes): then the banner simply cannot be dismissed. */
function storedExpiry(): string | null {
  try {
    return window.localStorage.getItem(DISMISSAL_KEY)
  } catch {
    return null
  }
}

/**
 * 'You are visiting a website that does not deliver in the country where you are now' (spec §2,
 * §4): shown above the header to visitors from another country. The country is asked after
 * mount, so the page itself stays static and visitors from the store's country see nothing move;
 * the banner's code and data load for those it is shown to (proposed-store.client.tsx).
 */
export function StoreSwitcherBanner({ storeCountry, locale, load }: Props) {
  const [country, setCountry] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/ip/', { signal: controller.signal })
      .then((response) => response.json() as Promise<Detected>)
      .then(({ country_code }) => {
        if (shouldShowBanner(country_code, storeCountry, storedExpiry(), Date.now()))
          setCountry(country_code)
      })
      // Unknown country: no banner.
      .catch(() => {})
    return () => controller.abort()
  }, [storeCountry])
  if (!country) return null
  const close = () => {
    try {
      window.localStorage.setItem(DISMISSAL_KEY, String(dismissalExpiry(Date.now())))
    } catch {}
    setCountry(null)
  }
  return (
    <Suspense fallback={null}>
      <ProposedStore country={country} locale={locale} load={load} onClose={close} />
    </Suspense>
  )
}
