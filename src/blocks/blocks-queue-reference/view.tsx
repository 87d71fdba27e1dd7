import type { BlocksQueue } from '@/payload-types'

import type { LayoutBlock, RenderContext } from '../types'
import { filterByTaxonomy } from './filter'

type Props = {
  queue: Pick<BlocksQueue, 'queueID' | 'sections'>
  filter: Parameters<typeof filterByTaxonomy>[1]
  context: RenderContext
}

/** The queue's sections that pass the taxonomy filter, rendered by the one block renderer. */
export function BlocksQueueView({ queue, filter, context }: Props) {
  const blocks = filterByTaxonomy(queue.sections ?? [], filter).flatMap(
    (section) => (section.blocks ?? []) as LayoutBlock[],
  )
  return <div data-queue-id={queue.queueID}>{context.renderBlocks(blocks)}</div>
}
