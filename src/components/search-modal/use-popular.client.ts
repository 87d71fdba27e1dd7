'use client'

import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/routing'

import type { PopularSearch } from './popular'
import type { LoadPopularSearch } from './props'

/** One request per language for the tab's life: the modal mounts afresh on every opening. */
const requests = new Map<Locale, Promise<PopularSearch | null>>()

/**
 * The store's popular search data, asked when the modal first opens (pages do not carry it,
 * issue 22): undefined while it loads, null when it could not (asked again at the next opening).
 */
export function usePopular(load: LoadPopularSearch, locale: Locale) {
  const [popular, setPopular] = useState<PopularSearch | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    let request = requests.get(locale)
    if (!request) {
      request = load(locale).catch(() => null)
      requests.set(locale, request)
    }
    void request.then((loaded) => {
      if (!loaded) requests.delete(locale)
      if (live) setPopular(loaded)
    })
    return () => {
      live = false
    }
  }, [load, locale])
  return popular
}
