import { findBlocksQueue } from '@/server/content'

import type { BlockProps } from '../types'
import { BlocksQueueView } from './view'

/** A blocks queue placed on a page: read on its own so that editing the queue refreshes pages. */
export default async function BlocksQueueReference({
  block,
  context,
}: BlockProps<'blocksQueueReference'>) {
  const id = typeof block.queue === 'number' ? block.queue : block.queue.id
  const queue = await findBlocksQueue(id, context.locale, context.draft)
  if (!queue) return null
  return <BlocksQueueView queue={queue} filter={block.filterByTaxonomy} context={context} />
}
