'use client'

import { useEffect } from 'react'

import { changedTexts, parseLivePreviewMessage, swapText } from './live-text'
import { addressOf, type EditDoc, HIGHLIGHT_MESSAGE, innermostHolder } from './protocol'

/**
 * Swaps the editor's typing into the page as /admin posts its form values: the server render of
 * the autosave took 1.1 s on CI (stop 32), so the preview lagged what was typed. Each change is
 * applied inside the innermost marked place of the document that holds its field, never
 * elsewhere; the next server render replaces the page with the saved truth.
 */
export function useLiveText(admin: Window | null, doc: EditDoc) {
  useEffect(() => {
    if (!admin) return
    let shown: Record<string, unknown> | null = null
    const receive = (event: MessageEvent) => {
      if (event.source !== admin || event.origin !== window.location.origin) return
      const values = parseLivePreviewMessage(event.data)
      if (!values || values.collection !== doc.collection || values.id !== String(doc.id)) return
      const before = shown
      shown = values.data
      if (!before) return
      const marked = [...document.querySelectorAll<HTMLElement>('[data-edit-path]')]
      for (const change of changedTexts(before, values.data)) {
        const holder = innermostHolder(marked, (element) => addressOf(element.dataset), {
          type: HIGHLIGHT_MESSAGE,
          collection: values.collection,
          id: values.id,
          path: change.path,
          blockId: null,
        })
        if (holder) swapText(holder, change)
      }
    }
    window.addEventListener('message', receive)
    return () => window.removeEventListener('message', receive)
  }, [admin, doc.collection, doc.id])
}
