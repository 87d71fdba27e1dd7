'use client'

import { type ReactNode, useCallback, useRef, useState } from 'react'

import type { Locale } from '@/i18n/routing'

import { Disclosure } from '../disclosure.client'

/** Loads the open menu's panel (panel.action.tsx), so that pages do not carry it. */
export type LoadGiftCardsMenu = (locale: Locale) => Promise<ReactNode>

type Props = {
  locale: Locale
  load: LoadGiftCardsMenu
  labels: { button: string; loading: string; failed: string; allCategories: string }
  fallbackHref: string
  buttonClassName: string
  panelClassName: string
}

/**
 * The gift cards menu whose panel is fetched once, on the first sign the shopper reaches for it
 * (pointer on the button, focus, press); a failed fetch says so and is tried again next time.
 */
export function LazyGiftCardsMenu({ locale, load, labels, fallbackHref, ...disclosure }: Props) {
  const [panel, setPanel] = useState<ReactNode>(null)
  const [failed, setFailed] = useState(false)
  const requested = useRef(false)
  const request = useCallback(() => {
    if (requested.current) return
    requested.current = true
    setFailed(false)
    const fail = () => {
      requested.current = false
      setFailed(true)
    }
    load(locale).then((loaded) => (loaded ? setPanel(loaded) : fail()), fail)
  }, [load, locale])
  return (
    <Disclosure
      label={labels.button}
      onIntent={request}
      fallbackHref={fallbackHref}
      {...disclosure}
    >
      {panel ?? (
        <div role="status" className="mx-auto max-w-7xl px-6 py-6">
          {failed ? labels.failed : labels.loading}
          {/* The categories stay one click away, whatever became of the panel. */}
          <a
            href={fallbackHref}
            className="mt-4 block font-semibold text-brand underline underline-offset-4"
          >
            {labels.allCategories}
          </a>
        </div>
      )}
    </Disclosure>
  )
}
