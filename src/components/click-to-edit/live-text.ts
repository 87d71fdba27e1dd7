/**
 * Typing shows in the live preview at once: /admin posts the whole form's values to the preview on
 * every change (`payload-live-preview`); the texts that changed are swapped in the page's text
 * until the save's server render (a second or more on a busy machine) brings the real page.
 */

/** A text field that changed between two of /admin's messages: `layout.2.title`. */
export type TextChange = { path: string; before: string; after: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The text leaves that differ, rich text's text nodes included (`body.root.children.0…text`). */
export function changedTexts(before: unknown, after: unknown, path = ''): TextChange[] {
  if (typeof before === 'string' && typeof after === 'string') {
    return before !== after && before.trim() !== '' ? [{ path, before, after }] : []
  }
  if (!isRecord(before) || !isRecord(after)) return []
  return Object.keys(after).flatMap((key) =>
    changedTexts(before[key], after[key], path ? `${path}.${key}` : key),
  )
}

/** /admin's form values for a document, as its live preview window posts them. */
export type LivePreviewValues = { collection: string; id: string; data: Record<string, unknown> }

export function parseLivePreviewMessage(message: unknown): LivePreviewValues | null {
  if (!isRecord(message) || message.type !== 'payload-live-preview') return null
  const { collectionSlug, data } = message
  if (typeof collectionSlug !== 'string' || !isRecord(data)) return null
  if (typeof data.id !== 'string' && typeof data.id !== 'number') return null
  return { collection: collectionSlug, id: String(data.id), data }
}

/** Replaces, under root, each text node that reads `before` (spaces around kept) with `after`. */
export function swapText(root: Node, { before, after }: TextChange): number {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const wanted = before.trim()
  let swapped = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    if (text.trim() !== wanted) continue
    node.nodeValue = text.replace(wanted, after.trim())
    swapped += 1
  }
  return swapped
}
