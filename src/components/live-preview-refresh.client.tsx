'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useTransition } from 'react'

/**
 * In live preview: tells /admin the page is ready, then re-renders the server page whenever the
 * editor's document is saved (autosave included). /admin is this same app, so its origin is the
 * page's own (SERVER_URL may name another host, e.g. localhost for 127.0.0.1); it is read in the
 * browser, where alone the listener runs.
 *
 * Saves are told in bursts (click-to-edit tells of a save as soon as it is answered, /admin again
 * later, autosaves follow each other). Each router refresh replaces the one under way, so on a busy
 * machine an edit stayed off the page until the last of them returned: a save told while a refresh
 * runs refreshes once more after that one has shown.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [refreshing, startTransition] = useTransition()
  const running = useRef(false)
  const again = useRef(false)
  const refresh = useCallback(() => {
    if (running.current) again.current = true
    else startTransition(() => router.refresh())
  }, [router])
  useEffect(() => {
    running.current = refreshing
    if (refreshing || !again.current) return
    again.current = false
    refresh()
  }, [refreshing, refresh])
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={refresh} serverURL={origin} />
}
