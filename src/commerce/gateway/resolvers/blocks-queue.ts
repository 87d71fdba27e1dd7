import { z } from 'zod'

import { userDataSchema } from '@/commerce/domain/user-data'

import { errorCodes, gatewayError } from '@/commerce/services/errors'
import { findBlocksQueue } from '@/commerce/services/search'
import type { BlocksQueueResult } from '@/commerce/contract/types'
import { operation } from '../operation'

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
    const filter = filters?.filterByTaxonomy ?? undefined
    const queue = await findBlocksQueue(
      payload,
      userData.storeID,
      userData.language,
      queueID,
      filter,
    )
    if (!queue) {
      const error = gatewayError(errorCodes.notFound, `No blocks queue ${queueID}`, 'queueID')
      return { queue: null, errors: [error] }
    }
    return { queue, errors: [] }
  },
)
