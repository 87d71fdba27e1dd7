'use client'

import { useEffect } from 'react'

import { containerScript } from '@/commerce/domain/analytics/tag-manager'
import { CONSENT_EVENT, consentFromCookies } from '@/components/cookie-dialog/consent'

import { markTagManagerStart } from './data-layer'

/**
 * The store's tag manager container (its `analytics.tagManagerId`), loaded only once the visitor
 * consents to analytics: on arrival with a stored choice, or when the cookie dialog saves one.
 * It then reads window.dataLayer, the events pushed before it included. A consent withdrawn
 * keeps the container of this page; the next page loads none.
 */
export function TagManager({ containerId }: { containerId: string }) {
  useEffect(() => {
    const load = () => {
      if (!consentFromCookies(document.cookie)?.analytics) return
      if (document.querySelector('script[data-tag-manager]')) return
      markTagManagerStart()
      const script = document.createElement('script')
      script.async = true
      script.src = containerScript(containerId)
      script.dataset.tagManager = containerId
      document.head.append(script)
    }
    load()
    window.addEventListener(CONSENT_EVENT, load)
    return () => window.removeEventListener(CONSENT_EVENT, load)
  }, [containerId])
  return null
}
