'use client'

import { useCallback } from 'react'

import { useAskedContent } from '@/components/ui/asked-content.client'
import type { Locale } from '@/i18n/routing'

import { Disclosure } from '../disclosure.client'
import { MenuLoading } from './menu-loading'
import styles from './menu-panel.module.css'
import type { LoadGiftCardsMenu } from './load-menu'

type Props = {
  locale: Locale
  load: LoadGiftCardsMenu
  labels: { button: string; loading: string; failed: string; allCategories: string }
  fallbackHref: string
  buttonClassName: string
}

/**
 * The gift cards menu whose panel is fetched once, on the first sign the shopper reaches for it
 * (pointer on the button, focus, press); a failed fetch says so and is tried again next time.
 */
export function LazyGiftCardsMenu({ locale, load, labels, fallbackHref, ...disclosure }: Props) {
  const ask = useCallback(() => load(locale, 'tabs'), [load, locale])
  const { content, failed, request } = useAskedContent(ask)
  return (
    <Disclosure
      label={labels.button}
      onIntent={request}
      fallbackHref={fallbackHref}
      panelClassName={`${styles.panel}`}
      {...disclosure}
    >
      {content ?? (
        <MenuLoading
          failed={failed}
          labels={labels}
          href={fallbackHref}
          className="mx-auto max-w-7xl px-6 py-6"
        />
      )}
    </Disclosure>
  )
}
