'use client'

import { useEffect } from 'react'

/**
 * Every page may be where an ad click lands: a URL with a query string loads the code that keeps
 * its click id (keep-landing-click.ts); the others load nothing, so pages stay within budget.
 */
export function ClickIdCapture() {
  useEffect(() => {
    if (!window.location.search) return
    void import('./keep-landing-click').then((module) => module.keepLandingClick())
  }, [])
  return null
}
