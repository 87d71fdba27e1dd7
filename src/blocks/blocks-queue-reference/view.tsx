import { Fragment } from 'react'

import type { BlocksQueue } from '@/payload-types'

import type { LayoutBlock, RenderContext } from '../types'
import { filterByTaxonomy } from './filter'

type Props = {
  queue: Pick<BlocksQueue, 'id' | 'queueID' | 'sections'>
  filter: Parameters<typeof filterByTaxonomy>[1]
  context: RenderContext
}

/**
 * The queue's sections that pass the taxonomy filter, rendered by the one block renderer. In
 * draft mode their blocks are marked as the queue document's (`sections.N.blocks.M`).
 */
export function BlocksQueueView({ queue, filter, context }: Props) {
  const sections = queue.sections ?? []
  const doc = context.edit && { collection: 'blocks-queues', id: queue.id }
  return (
    <div data-queue-id={queue.queueID}>
      {filterByTaxonomy(sections, filter).map((section, index) => {
        const field = `sections.${sections.indexOf(section)}.blocks`
        // The position as key: the RSC payload spells each key out (a section id is 24 characters).
        return (
          <Fragment key={index}>
            {context.renderBlocks((section.blocks ?? []) as LayoutBlock[], { doc, field })}
          </Fragment>
        )
      })}
    </div>
  )
}
