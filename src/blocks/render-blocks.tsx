import { type ComponentType, Fragment } from 'react'

import { blockKind, EditTarget } from '@/components/click-to-edit/edit-target'
import type { EditDoc } from '@/components/click-to-edit/protocol'
import type { Locale } from '@/i18n/routing'

import { registry } from './registry'
import type { BlockProps, BlocksPlace, LayoutBlock, RenderContext } from './types'

type Props = {
  blocks: readonly LayoutBlock[] | null | undefined
  context: RenderContext
  place?: BlocksPlace
  /** These blocks open the page: the first one is told it leads (RenderContext.leading). */
  leading?: boolean
}

/** The context handed to blocks, carrying this renderer for nested blocks. */
export function renderContext(locale: Locale, draft: boolean, edit: EditDoc | null): RenderContext {
  const context: RenderContext = {
    locale,
    draft,
    edit,
    renderBlocks: (nested, place) => (
      <RenderBlocks blocks={nested} context={context} place={place} />
    ),
  }
  return context
}

/** The one block renderer: page layouts, blocks queues and blocks inside rich text all use it. */
export function RenderBlocks({ blocks, context, place, leading }: Props) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        // The registry is exhaustive per blockType; TypeScript cannot correlate the union here.
        const Component = registry[block.blockType] as ComponentType<
          BlockProps<typeof block.blockType>
        >
        const own = leading && index === 0 ? { ...context, leading } : context
        const rendered = <Component block={block} context={own} />
        // The position: the RSC payload spells each key out, and a block's id is 24 characters.
        // Click-to-edit keys by id, so that the preview keeps a moved block's state.
        if (!place?.doc) return <Fragment key={index}>{rendered}</Fragment>
        return (
          <EditTarget
            key={block.id ?? index}
            doc={place.doc}
            locale={context.locale}
            path={place.byId ? place.field : `${place.field}.${index}`}
            blockId={place.byId ? block.id : null}
            kind={blockKind(block.blockType)}
          >
            {rendered}
          </EditTarget>
        )
      })}
    </>
  )
}
