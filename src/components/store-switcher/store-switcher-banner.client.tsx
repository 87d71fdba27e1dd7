'use client'

import { useEffect, useState } from 'react'

import { openModal } from '@/components/ui/modal/modal-registry'

import { DISMISSAL_KEY, dismissalExpiry, shouldShowBanner } from './banner-dismissal'
import type { StoreSwitcherBannerLabels } from './labels'
import {
  type CountryCombination,
  countryName,
  storeAndLanguage,
  valuesForCountry,
} from './language-form'
import { STORE_SWITCHER_MODAL } from './modal-id'

type Props = {
  storeCountry: string
  combinations: CountryCombination[]
  locale: string
  labels: StoreSwitcherBannerLabels
}

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
 * mount, so the page itself stays static and visitors from the store's country see nothing move.
 */
export function StoreSwitcherBanner({ storeCountry, combinations, locale, labels }: Props) {
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

  const combination = combinations.find((c) => c.country === country)
  const proposed = combination && valuesForCountry(combinations, country, storeCountry)
  const close = () => {
    try {
      window.localStorage.setItem(DISMISSAL_KEY, String(dismissalExpiry(Date.now())))
    } catch {}
    setCountry(null)
  }
  const choose = () => openModal(STORE_SWITCHER_MODAL, proposed ? { country } : {})
  const button = 'min-h-10 rounded-full px-4 text-sm font-semibold'

  return (
    <section aria-label={labels.region} className="bg-ink text-surface">
      <div className="relative mx-auto flex max-w-7xl flex-col gap-3 py-3 pr-14 pl-4 sm:pl-6 lg:flex-row lg:items-center lg:gap-6">
        <p className="text-sm lg:flex-1">{labels.text}</p>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={choose}
            className={`${button} border border-surface hover:bg-surface/10`}
          >
            {proposed
              ? storeAndLanguage(country, proposed.language, locale)
              : countryName(country, locale)}
          </button>
          <button
            type="button"
            onClick={() => (combination ? window.location.assign(combination.url) : choose())}
            className={`${button} bg-surface text-ink hover:bg-surface/90`}
          >
            {labels.continue}
          </button>
        </div>
        {/* DB-IP Lite data is CC BY 4.0: pages using it credit the source. */}
        <a
          href="https://db-ip.com"
          className="text-xs underline underline-offset-2 lg:self-end"
          target="_blank"
          rel="noopener"
        >
          {labels.attribution}
        </a>
        <button
          type="button"
          onClick={close}
          aria-label={labels.close}
          className="absolute top-2 right-2 flex size-10 items-center justify-center rounded-full hover:bg-surface/10"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    </section>
  )
}
