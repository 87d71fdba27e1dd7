'use client'

import { useConfig, useDocumentInfo, useLivePreviewContext, useLocale } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useEffect, useRef } from 'react'

import {
  EDIT_BLOCK_PARAM,
  EDIT_PATH_PARAM,
  type EditMessage,
  HIGHLIGHT_MESSAGE,
  type HighlightMessage,
  parseEditMessage,
} from '@/components/click-to-edit/protocol'

import { fieldOf, openField } from './admin-fields'

/** The live preview's window (its iframe's, or the popup's), read when needed: the editor may switch. */
function usePreviewWindow() {
  const { iframeRef, popupRef, previewWindowType } = useLivePreviewContext()
  return useCallback(
    () =>
      (previewWindowType === 'popup' ? popupRef?.current : iframeRef.current?.contentWindow) ??
      null,
    [iframeRef, popupRef, previewWindowType],
  )
}

/** The edit view of the document a preview click named, opening that field. */
function editorURL(adminRoute: string, request: EditMessage): string {
  const query = new URLSearchParams({ locale: request.locale, [EDIT_PATH_PARAM]: request.path })
  if (request.blockId) query.set(EDIT_BLOCK_PARAM, request.blockId)
  const path = `/collections/${request.collection}/${request.id}?${query}` as const
  return formatAdminURL({ adminRoute, path, relative: true })
}

/**
 * Click-to-edit, /admin's side (before the document controls of content collections and blocks
 * queues): a click in the live preview opens that block here (expanded, scrolled to, its first
 * field focused), or another document (a queue's block) in a new tab that opens it in turn; the
 * field the editor is in is highlighted in the preview. Messages go only to and from the
 * preview's window, on this origin (the preview is this same app).
 */
export function ClickToEdit() {
  const previewWindow = usePreviewWindow()
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  const { code: locale } = useLocale()
  const adminRoute = useConfig().config.routes.admin

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const preview = previewWindow()
      if (!preview || event.source !== preview || event.origin !== window.location.origin) return
      const request = parseEditMessage(event.data)
      if (!request) return
      const here =
        request.collection === collectionSlug &&
        request.id === String(id) &&
        request.locale === locale
      if (here) void openField(request)
      else window.open(editorURL(adminRoute, request), '_blank', 'noopener')
    }
    const focus = (event: FocusEvent) => {
      const preview = previewWindow()
      const { target } = event
      if (!preview || !collectionSlug || id === undefined || !(target instanceof Element)) return
      if (target.tagName === 'IFRAME') return
      const field = fieldOf(target)
      const message: HighlightMessage = {
        type: HIGHLIGHT_MESSAGE,
        collection: collectionSlug,
        id: String(id),
        path: field?.path ?? null,
        blockId: field?.blockId ?? null,
      }
      preview.postMessage(message, window.location.origin)
    }
    window.addEventListener('message', receive)
    document.addEventListener('focusin', focus)
    return () => {
      window.removeEventListener('message', receive)
      document.removeEventListener('focusin', focus)
    }
  }, [adminRoute, collectionSlug, id, locale, previewWindow])

  // The preview refreshes once the save is answered: Payload tells it only after reloading the
  // form's state from the server, which on a busy machine doubles the wait for the edit to show.
  // The saved document changes only on saves (lastUpdateTime follows the edit lock too).
  const savedAt: unknown = savedDocumentData?.updatedAt
  const saved = useRef(savedAt)
  useEffect(() => {
    if (saved.current === savedAt) return
    saved.current = savedAt
    previewWindow()?.postMessage({ type: 'payload-document-event' }, window.location.origin)
  }, [savedAt, previewWindow])

  // A tab opened from a click in another document's preview: open the field its URL names, once.
  useEffect(() => {
    const url = new URL(window.location.href)
    const path = url.searchParams.get(EDIT_PATH_PARAM)
    if (!path) return
    void openField({ path, blockId: url.searchParams.get(EDIT_BLOCK_PARAM) })
    url.searchParams.delete(EDIT_PATH_PARAM)
    url.searchParams.delete(EDIT_BLOCK_PARAM)
    window.history.replaceState(window.history.state, '', url)
  }, [])

  return null
}
