'use client'

import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => {}
const readAccess = () => new URLSearchParams(window.location.search).get('access')

/**
 * The token of an order e-mail's link (`?access=`) in the page's address: passed on to the
 * gateway, it opens the order's details to whoever followed the link. Pages are static, so it
 * is read in the browser, after hydration.
 */
export const useOrderAccess = (): string | null =>
  useSyncExternalStore(noSubscribe, readAccess, () => null)
