import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import type { Page } from '@/payload-types'

/** Any block a page layout can hold (every block kind, queue references included). */
export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockType = LayoutBlock['blockType']
export type BlockOf<K extends BlockType> = Extract<LayoutBlock, { blockType: K }>

/** What every block component receives besides its data. */
export type RenderContext = {
  locale: Locale
  /** Draft mode (live preview): blocks that load documents load drafts too. */
  draft: boolean
  /** The one block renderer, handed down so queues and rich text render nested blocks with it. */
  renderBlocks: (blocks: readonly LayoutBlock[]) => ReactNode
}

export type BlockProps<K extends BlockType> = { block: BlockOf<K>; context: RenderContext }
