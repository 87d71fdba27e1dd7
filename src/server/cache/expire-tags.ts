import { revalidateTag } from 'next/cache'

import { logger } from '../logger'
import { redisReady, redisUrl, sharedRedis } from '../redis'
import { dropWhenBack } from './drop-when-back.mjs'
import { expireInEveryBuild } from './next-builds.mjs'

type IncrementalCache = {
  revalidateTag(tags: string[], durations: { expire: number }): Promise<void>
}

const shared = globalThis as typeof globalThis & {
  /** Next's cache of this process, set by Next's server; its unstable_cache reads it so too. */
  __incrementalCache?: IncrementalCache
  nextEntriesDrops?: ReturnType<typeof dropWhenBack>
}

/**
 * An expiry that did not reach Redis: every build's entries are dropped once it is back (a missed
 * drop, drop-when-back.mjs), as a web instance does for its own build.
 */
async function expireInRedis(url: string, tags: readonly string[]): Promise<void> {
  const connection = sharedRedis(url)
  const drops = (shared.nextEntriesDrops ??= dropWhenBack(connection, 'next:*'))
  try {
    if (!(await redisReady(connection))) throw new Error('not connected')
    await expireInEveryBuild(connection, tags)
  } catch (error) {
    drops.missed()
    logger().warn(
      `Could not expire ${tags.join(', ')} in Redis (${(error as Error).message}): ` +
        'every build’s cached pages are dropped once it is back',
    )
  }
}

/**
 * Expires Next's cached reads and pages carrying these tags, for every instance. Inside a request
 * (admin saves) Next does it. Outside one (a scheduled publish run by the worker, a job of the
 * single process) Next refuses: with REDIS_URL the entries are expired in Redis directly, which
 * every instance reads; without it the one process's own cache is told, if this process is
 * Next's server. Another process without Redis has no cache of Next's to expire.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return
  } catch {
    // Outside a request: below.
  }
  const url = redisUrl()
  if (url) await expireInRedis(url, tags)
  else await shared.__incrementalCache?.revalidateTag([...tags], { expire: 0 })
}
