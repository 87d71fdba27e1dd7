'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { safeRedirectPath } from '@/commerce/domain/safe-redirect'

const unchanging = () => () => {}

type PageQuery = {
  /** False in the server render and hydration: the query is not known there. */
  known: boolean
  callback: string | null
  token: string | null
}

/**
 * What the page's query says (`?callback=` after login, `?token=` of a reset link), read in the
 * browser: the pages are static, so their server render knows no query.
 */
export function usePageQuery(): PageQuery {
  const search = useSyncExternalStore(
    unchanging,
    () => window.location.search,
    () => null,
  )
  return useMemo(() => {
    const query = new URLSearchParams(search ?? '')
    return {
      known: search !== null,
      // Spec §4's "run callback": a path of this site only, as for every redirect.
      callback: safeRedirectPath(query.get('callback')),
      token: query.get('token'),
    }
  }, [search])
}
