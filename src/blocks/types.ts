import type { ReactNode } from 'react'

import type { EditDoc } from '@/components/click-to-edit/protocol'
import type { Locale } from '@/i18n/routing'
import type { Page } from '@/payload-types'

/** Any block a page layout can hold (every block kind, queue references included). */
export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockType = LayoutBlock['blockType']
export type BlockOf<K extends BlockType> = Extract<LayoutBlock, { blockType: K }>

/**
 * Where a list of blocks lives in /admin, for click-to-edit: the document (null outside draft
 * mode: nothing is marked) and its field; blocks in rich text are named by their id, others by index.
 */
export type BlocksPlace = { doc: EditDoc | null; field: string; byId?: boolean }

/** What every block component receives besides its data. */
export type RenderContext = {
  locale: Locale
  /** Draft mode (live preview): blocks that load documents load drafts too. */
  draft: boolean
  /** In draft mode, the document the page shows (its blocks are marked for click-to-edit); else null. */
  edit: EditDoc | null
  /** The one block renderer, handed down so queues and rich text render nested blocks with it. */
  renderBlocks: (blocks: readonly LayoutBlock[], place?: BlocksPlace) => ReactNode
  /**
   * The block leads the page (its layout's first): above the fold, its images load at once
   * (Lighthouse found the balance page's largest paint waiting 2.5 s for a lazily loaded card).
   */
  leading?: boolean
}

export type BlockProps<K extends BlockType> = { block: BlockOf<K>; context: RenderContext }
