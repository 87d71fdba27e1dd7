import { formatLabels, toWords } from 'payload/shared'
import type { ReactNode } from 'react'

import { type EditDoc, editAttributes } from './protocol'

type Props = {
  /** The document shown, in draft mode only; without it the children render as they are. */
  doc: EditDoc | null | undefined
  locale: string
  path: string
  blockId?: string | null
  /** What the overlay names it: the block kind or the field, as /admin labels them. */
  kind: string
  children: ReactNode
}

/** The label /admin gives a block kind without labels of its own: `mostChosen` → "Most Chosen". */
export const blockKind = (blockType: string) => formatLabels(blockType).singular

/** The label /admin gives a field without a label of its own: `heroImage` → "Hero Image". */
export const fieldKind = (name: string) => toWords(name)

/**
 * In draft mode, marks what it wraps as one place of a document for click-to-edit. The wrapper
 * has no box (`display: contents`), so the page's layout stays as shoppers see it; outside draft
 * mode nothing is added, so shoppers' HTML is unchanged.
 */
export function EditTarget({ doc, locale, path, blockId = null, kind, children }: Props) {
  if (!doc) return children
  const address = { collection: doc.collection, id: String(doc.id), locale, path, blockId }
  return (
    <div className="contents" {...editAttributes(address, kind)}>
      {children}
    </div>
  )
}
