import { z } from 'zod'

import { userDataSchema } from '@/commerce/domain/user-data'
import type { BlocksQueue as BlocksQueueDoc } from '@/payload-types'

import { errorCodes, gatewayError } from '@/commerce/services/errors'
import type { BlocksQueueResult } from '@/commerce/contract/types'
import { operation } from '../operation'

type Section = NonNullable<BlocksQueueDoc['sections']>[number]

const idOf = (value: number | { id: number }) =>
  String(typeof value === 'number' ? value : value.id)

/** Sections without taxonomies always show; tagged ones only when a filter category matches. */
const matches = (section: Section, filter: readonly string[] | undefined) => {
  const tags = (section.taxonomies ?? []).map(idOf)
  return tags.length === 0 || !filter?.length || tags.some((tag) => filter.includes(tag))
}

/** blocksQueue of spec §7: a queue's blocks in the asked language, filtered by taxonomy. */
export const blocksQueue = operation(
  z.object({
    userData: userDataSchema,
    queueID: z.string().trim().min(1, { error: 'queueID is required' }).max(100),
    filters: z
      .object({ filterByTaxonomy: z.array(z.string().regex(/^\d+$/)).max(50).nullish() })
      .nullish(),
  }),
  { queue: null },
  async ({ queueID, filters, userData }, { payload }): Promise<BlocksQueueResult> => {
    const { docs } = await payload.find({
      collection: 'blocks-queues',
      where: { queueID: { equals: queueID } },
      locale: userData.language,
      depth: 1,
      limit: 1,
    })
    const doc = docs[0]
    if (!doc) {
      const error = gatewayError(errorCodes.notFound, `No blocks queue ${queueID}`, 'queueID')
      return { queue: null, errors: [error] }
    }
    const filter = filters?.filterByTaxonomy ?? undefined
    const blocks = (doc.sections ?? [])
      .filter((section) => matches(section, filter))
      .flatMap((section) => section.blocks ?? [])
      .map(({ id, blockType, ...fields }) => ({ id: id ?? null, blockType, fields }))
    return {
      queue: { id: String(doc.id), queueID: doc.queueID, title: doc.title, blocks },
      errors: [],
    }
  },
)
