'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In live preview: tell /admin the page is ready, then re-render the server page whenever the
 * editor's document is saved (autosave included). The protocol of Payload's RefreshRouteOnSave;
 * its package is not published for this Payload version, whose dependency check refuses others.
 */
export function LivePreviewListener() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.origin === origin && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    ;(window.opener ?? window.parent)?.postMessage(
      { type: 'payload-live-preview', ready: true },
      origin,
    )
    router.refresh()
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
