import { fieldIdOf, isRowPath, pathOfAdminId, rowIdsOf } from '@/components/click-to-edit/protocol'

/** A field of the document being edited, as click-to-edit names it. */
export type FieldRef = { path: string; blockId: string | null }

/** What a field's first control can be (an upload field has only buttons). */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[contenteditable="true"]',
  'button:not([disabled])',
].join(', ')

const richTextAt = (path: string) => `.rich-text-lexical[data-field-path="${CSS.escape(path)}"]`
/** A block inside Lexical: its drawer slug ends with the block's id. */
const richTextBlock = (path: string, blockId: string) =>
  `${richTextAt(path)} [data-block-drawer-slug$="-${CSS.escape(blockId)}"]`

/**
 * Resolves with what `find` returns once the admin has rendered it (rows, fields Payload renders
 * only near the viewport, a row's content shown once expanded); null if it never comes.
 */
function whenRendered<T extends Element>(find: () => T | null, giveUpMs = 10_000) {
  return new Promise<T | null>((resolve) => {
    const done = (found: T | null) => {
      observer.disconnect()
      clearTimeout(timer)
      resolve(found)
    }
    const observer = new MutationObserver(() => {
      const found = find()
      if (found) done(found)
    })
    const timer = setTimeout(() => done(null), giveUpMs)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
    })
    const found = find()
    if (found) done(found)
  })
}

/** A row's (or Lexical block's) own collapsible: the first in it, the outermost. */
const ownCollapsible = (container: Element) => container.querySelector('.collapsible')

/** Expands a collapsed row by its own toggle, as the editor's click would (preferences too). */
function expand(container: Element) {
  const toggle = ownCollapsible(container)?.querySelector<HTMLElement>(
    ':scope > .collapsible__toggle-wrap > .collapsible__toggle--collapsed',
  )
  toggle?.click()
}

function containerOf({ path, blockId }: FieldRef): HTMLElement | null {
  if (blockId) return document.querySelector(richTextBlock(path, blockId))
  if (isRowPath(path)) return document.getElementById(rowIdsOf(path).at(-1)!)
  return document.getElementById(fieldIdOf(path)) ?? document.querySelector(richTextAt(path))
}

/** The first field to type in: inside a row's content (not its header's block name), or the field itself. */
function firstField(container: HTMLElement, ref: FieldRef): HTMLElement | null {
  if (container.matches(FOCUSABLE)) return container
  const row = ref.blockId || isRowPath(ref.path)
  const scope = row ? ownCollapsible(container)?.querySelector('.collapsible__content') : container
  const field = scope?.querySelector<HTMLElement>(FOCUSABLE)
  // A collapsed row's content is `display: none` until its toggle's update renders.
  return field && field.getClientRects().length > 0 ? field : null
}

/** Opens a field of the edit view: expands the rows holding it, scrolls to it and focuses its first input. */
export async function openField(ref: FieldRef) {
  for (const id of rowIdsOf(ref.path)) {
    const row = await whenRendered(() => document.getElementById(id))
    if (!row) return
    expand(row)
  }
  const container = await whenRendered(() => containerOf(ref))
  if (!container) return
  if (ref.blockId) expand(container)
  container.scrollIntoView({ block: 'center', behavior: 'smooth' })
  const field = await whenRendered(() => firstField(container, ref))
  window.focus()
  field?.focus({ preventScroll: true })
}

/** The field an element of the edit view belongs to (the innermost named one), or null. */
export function fieldOf(element: Element): FieldRef | null {
  const block = element.closest<HTMLElement>('[data-block-drawer-slug]')
  const richText = block?.closest<HTMLElement>('.rich-text-lexical[data-field-path]')
  const slug = block?.dataset.blockDrawerSlug
  if (slug && richText?.dataset.fieldPath) {
    return { path: richText.dataset.fieldPath, blockId: slug.slice(slug.lastIndexOf('-') + 1) }
  }
  for (let node: Element | null = element; node; node = node.parentElement) {
    const richTextPath = node.matches('.rich-text-lexical')
      ? (node as HTMLElement).dataset.fieldPath
      : null
    // A row's element holds its collapsible; an array row's header has a `…-row-N` id too.
    const isRow = node.firstElementChild?.classList.contains('collapsible') ?? false
    const path = richTextPath ?? (node.id ? pathOfAdminId(node.id, isRow) : null)
    if (path) return { path, blockId: null }
  }
  return null
}
