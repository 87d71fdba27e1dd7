'use client'

import { useEffect, useState } from 'react'

import { DISMISSAL_KEY, dismissalExpiry, shouldShowBanner } from './banner-dismissal'
import type { StoreSwitcherBannerTexts } from './texts'
import { askStoreSwitcherTexts } from './ask-texts.client'
import type { CountryCombination } from './language-form'
import { StoreSwitcherBannerView } from './store-switcher-banner-view'

type Props = {
  storeCountry: string
  combinations: CountryCombination[]
  locale: string
}

type Shown = { country: string; labels: StoreSwitcherBannerTexts }

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
 * its texts are asked then, for those it is shown to.
 */
export function StoreSwitcherBanner({ storeCountry, combinations, locale }: Props) {
  const [shown, setShown] = useState<Shown | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/ip/', { signal: controller.signal })
      .then((response) => response.json() as Promise<Detected>)
      .then(async ({ country_code: country }) => {
        if (!country || !shouldShowBanner(country, storeCountry, storedExpiry(), Date.now())) return
        const texts = await askStoreSwitcherTexts(locale)
        if (texts && !controller.signal.aborted) setShown({ country, labels: texts.banner })
      })
      // Unknown country, or no texts: no banner.
      .catch(() => {})
    return () => controller.abort()
  }, [storeCountry, locale])
  if (!shown) return null
  const close = () => {
    try {
      window.localStorage.setItem(DISMISSAL_KEY, String(dismissalExpiry(Date.now())))
    } catch {}
    setShown(null)
  }
  return (
    <StoreSwitcherBannerView
      country={shown.country}
      combinations={combinations}
      locale={locale}
      labels={shown.labels}
      onClose={close}
    />
  )
}
