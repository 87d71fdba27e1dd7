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
      {filterByTaxonomy(sections, filter).map((section) => {
        const field = `sections.${sections.indexOf(section)}.blocks`
        return (
          <Fragment key={section.id ?? field}>
            {context.renderBlocks((section.blocks ?? []) as LayoutBlock[], { doc, field })}
          </Fragment>
        )
      })}
    </div>
  )
}
