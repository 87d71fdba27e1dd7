/**
 * Click-to-edit between the live preview (the storefront in draft mode, in /admin's iframe) and
 * /admin: what a marked element carries, the two messages, and how a field path names the admin's
 * elements. Both sides are this same app, so each accepts messages only from its own origin.
 */

/** A document as /admin names it. */
export type EditDoc = { collection: string; id: number | string }

/** One place of a document shown on the page: a field (`title`) or a block (`layout.2`). */
export type EditAddress = {
  collection: string
  id: string
  locale: string
  /** Payload's field path: `layout.2`, `sections.0.blocks.1`, `heroImage`. */
  path: string
  /** A block inside rich text: the rich text field is `path`, the block this id. */
  blockId: string | null
}

/** Preview → admin: the editor clicked this place. */
export const EDIT_MESSAGE = 'storefront:click-to-edit'
/** Admin → preview: the editor is in this field of the document (path null: in none). */
export const HIGHLIGHT_MESSAGE = 'storefront:highlight'

export type EditMessage = EditAddress & { type: typeof EDIT_MESSAGE }
export type HighlightMessage = Omit<EditAddress, 'locale' | 'path'> & {
  type: typeof HIGHLIGHT_MESSAGE
  path: string | null
}

/** The query parameters that make a newly opened admin tab open a field (a queue's block). */
export const EDIT_PATH_PARAM = 'edit-path'
export const EDIT_BLOCK_PARAM = 'edit-block'

/** The data attributes of a marked element: draft mode only, so shoppers' HTML never has them. */
export const editAttributes = (address: EditAddress, kind: string) => ({
  'data-edit-collection': address.collection,
  'data-edit-id': address.id,
  'data-edit-locale': address.locale,
  'data-edit-path': address.path,
  'data-edit-block': address.blockId ?? undefined,
  'data-edit-kind': kind,
})

/** The address an element's dataset carries, or null when it is not a marked element. */
export function addressOf(data: DOMStringMap): EditAddress | null {
  const { editCollection, editId, editLocale, editPath, editBlock } = data
  if (!editCollection || !editId || !editLocale || !editPath) return null
  return {
    collection: editCollection,
    id: editId,
    locale: editLocale,
    path: editPath,
    blockId: editBlock ?? null,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''
const textOrNull = (value: unknown) => (isText(value) ? value : null)

export function parseEditMessage(data: unknown): EditMessage | null {
  if (!isRecord(data) || data.type !== EDIT_MESSAGE) return null
  const { collection, id, locale, path, blockId } = data
  if (!isText(collection) || !isText(id) || !isText(locale) || !isText(path)) return null
  return { type: EDIT_MESSAGE, collection, id, locale, path, blockId: textOrNull(blockId) }
}

export function parseHighlightMessage(data: unknown): HighlightMessage | null {
  if (!isRecord(data) || data.type !== HIGHLIGHT_MESSAGE) return null
  const { collection, id, path, blockId } = data
  if (!isText(collection) || !isText(id)) return null
  return {
    type: HIGHLIGHT_MESSAGE,
    collection,
    id,
    path: textOrNull(path),
    blockId: textOrNull(blockId),
  }
}

const holds = (place: EditAddress, wanted: HighlightMessage & { path: string }) =>
  place.collection === wanted.collection &&
  place.id === wanted.id &&
  (wanted.path === place.path || wanted.path.startsWith(`${place.path}.`)) &&
  (place.blockId === null || place.blockId === wanted.blockId)

/** Of the marked places, the innermost that holds the field the editor is in (or null). */
export function innermostHolder<T>(
  places: readonly T[],
  addressOfPlace: (place: T) => EditAddress | null,
  wanted: HighlightMessage,
): T | null {
  const { path } = wanted
  if (path === null) return null
  let best: { place: T; depth: number } | null = null
  for (const place of places) {
    const address = addressOfPlace(place)
    if (!address || !holds(address, { ...wanted, path })) continue
    const depth = address.path.length * 2 + (address.blockId ? 1 : 0)
    if (!best || depth > best.depth) best = { place, depth }
  }
  return best?.place ?? null
}

const isIndex = (segment: string) => /^\d+$/.test(segment)

/**
 * The ids of the admin's rows (blocks and array rows) holding a path, outermost first:
 * `sections.0.blocks.2` → `sections-row-0`, `sections-0-blocks-row-2` (Payload joins the parent
 * path with dashes; our field names have none).
 */
export function rowIdsOf(path: string): string[] {
  const segments = path.split('.')
  return segments.flatMap((segment, index) =>
    index > 0 && isIndex(segment) ? [`${segments.slice(0, index).join('-')}-row-${segment}`] : [],
  )
}

/** Whether the path names a row (a block) rather than a field. */
export const isRowPath = (path: string) => isIndex(path.split('.').at(-1) ?? '')

/** The id of a field's input or wrapper in the admin: `layout.2.title` → `field-layout__2__title`. */
export const fieldIdOf = (path: string) => `field-${path.replace(/\./g, '__')}`

/** The path an admin element's id names: a field (`field-…`) or a row (`…-row-N`), else null. */
export function pathOfAdminId(id: string, isRow: boolean): string | null {
  const field = /^field-(.+)$/.exec(id)
  if (field) return field[1]!.replace(/__/g, '.')
  const row = isRow ? /^(.+)-row-(\d+)$/.exec(id) : null
  return row ? `${row[1]!.replace(/-/g, '.')}.${row[2]}` : null
}
