'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In live preview: tells /admin the page is ready, then re-renders the server page whenever the
 * editor's document is saved (autosave included). /admin is this same app, so its origin is the
 * page's own (SERVER_URL may name another host, e.g. localhost for 127.0.0.1); it is read in the
 * browser, where alone the listener runs.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={router.refresh} serverURL={origin} />
}
