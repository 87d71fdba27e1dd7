'use client'

import { useEffect, useState } from 'react'

import { useLiveText } from './live-text.client'
import { boxOf, Outline } from './outline.client'
import {
  addressOf,
  EDIT_MESSAGE,
  type EditDoc,
  type EditMessage,
  innermostHolder,
  parseHighlightMessage,
} from './protocol'

export type EditOverlayProps = { doc: EditDoc; texts: { clickToEdit: string } }

const MARKED = '[data-edit-path]'

/** /admin's window when this page is its live preview (its iframe, or the popup it opened). */
function adminWindow(): Window | null {
  if (window.opener) return window.opener as Window
  return window.parent !== window ? window.parent : null
}

const markedAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(MARKED) : null

/** Scrolls a block below the preview bar unless its top is already in view. */
function reveal(target: HTMLElement) {
  const { top } = boxOf(target)
  if (top >= 48 && top <= window.innerHeight - 96) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollBy({ top: top - 56, behavior: smooth ? 'smooth' : 'auto' })
}

/**
 * Click-to-edit in /admin's live preview: blocks and fields are outlined with their kind on hover
 * or focus, a click tells /admin which one it is (which opens it), and the field the editor is in
 * in /admin is highlighted here. A pointer click on a marked place does not follow its links
 * while click-to-edit is on (the bar's toggle); keyboard activation always does.
 */
export function EditOverlay({ doc, texts }: EditOverlayProps) {
  // Rendered only in the browser (loaded on demand), so reading window here is safe.
  const [admin] = useState(adminWindow)
  const [enabled, setEnabled] = useState(true)
  const [hovered, setHovered] = useState<HTMLElement | null>(null)
  const [selected, setSelected] = useState<HTMLElement | null>(null)
  useLiveText(admin, doc)

  useEffect(() => {
    if (!admin || !enabled) return
    const over = (event: Event) => setHovered(markedAt(event.target))
    const out = (event: PointerEvent) => {
      if (event.relatedTarget === null) setHovered(null)
    }
    const click = (event: MouseEvent) => {
      const target = event.detail > 0 ? markedAt(event.target) : null
      const address = target && addressOf(target.dataset)
      if (!address) return
      event.preventDefault()
      event.stopPropagation()
      const message: EditMessage = { type: EDIT_MESSAGE, ...address }
      admin.postMessage(message, window.location.origin)
    }
    document.addEventListener('pointerover', over)
    document.addEventListener('pointerout', out)
    document.addEventListener('focusin', over)
    document.addEventListener('click', click, true)
    return () => {
      document.removeEventListener('pointerover', over)
      document.removeEventListener('pointerout', out)
      document.removeEventListener('focusin', over)
      document.removeEventListener('click', click, true)
    }
  }, [admin, enabled])

  useEffect(() => {
    if (!admin) return
    const receive = (event: MessageEvent) => {
      if (event.source !== admin || event.origin !== window.location.origin) return
      const highlight = parseHighlightMessage(event.data)
      if (!highlight) return
      const marked = [...document.querySelectorAll<HTMLElement>(MARKED)]
      const target = innermostHolder(marked, (element) => addressOf(element.dataset), highlight)
      setSelected(target)
      if (target) reveal(target)
    }
    window.addEventListener('message', receive)
    return () => window.removeEventListener('message', receive)
  }, [admin])

  if (!admin) return null
  const labelOf = (target: HTMLElement) => {
    const address = addressOf(target.dataset)
    const elsewhere = address?.collection !== doc.collection || address.id !== String(doc.id)
    // Another document (a blocks queue) opens in a new tab of /admin.
    return `${target.dataset.editKind ?? ''}${elsewhere ? ' ↗' : ''}`
  }
  return (
    <>
      <button
        type="button"
        aria-pressed={enabled}
        onClick={() => setEnabled(!enabled)}
        className="rounded border border-surface/60 px-2 py-0.5 aria-pressed:bg-surface aria-pressed:text-ink"
      >
        {texts.clickToEdit}
      </button>
      {enabled && hovered && <Outline target={hovered} variant="hover" label={labelOf(hovered)} />}
      {selected && <Outline target={selected} variant="selected" label={labelOf(selected)} />}
    </>
  )
}
