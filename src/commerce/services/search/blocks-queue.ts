import type { Payload } from 'payload'

import { ofStore } from '@/collections/shared/store-scope'
import type { Locale } from '@/i18n/routing'
import type { BlocksQueue as BlocksQueueDoc } from '@/payload-types'

type Section = NonNullable<BlocksQueueDoc['sections']>[number]

const idOf = (value: number | { id: number }) =>
  String(typeof value === 'number' ? value : value.id)

/** Sections without taxonomies always show; tagged ones only when a filter category matches. */
const matches = (section: Section, filter: readonly string[] | undefined) => {
  const tags = (section.taxonomies ?? []).map(idOf)
  return tags.length === 0 || !filter?.length || tags.some((tag) => filter.includes(tag))
}

/** A store's blocks queue in a language, its blocks filtered by taxonomy; null when there is none. */
export async function findBlocksQueue(
  payload: Payload,
  storeId: number,
  locale: Locale,
  queueID: string,
  filter: readonly string[] | undefined,
) {
  const { docs } = await payload.find({
    collection: 'blocks-queues',
    // A queue's id is its store's: each store has its own queues.
    where: ofStore('blocks-queues', storeId, { queueID: { equals: queueID } }),
    locale,
    depth: 1,
    limit: 1,
  })
  const doc = docs[0]
  if (!doc) return null
  const blocks = (doc.sections ?? [])
    .filter((section) => matches(section, filter))
    .flatMap((section) => section.blocks ?? [])
    .map(({ id, blockType, ...fields }) => ({ id: id ?? null, blockType, fields }))
  return { id: String(doc.id), queueID: doc.queueID, title: doc.title, blocks }
}
