/**
 * Next's cache handler (next.config.ts `cacheHandler`): where Next keeps its data cache (what
 * cached() reads through unstable_cache), rendered pages and their tags. Next loads this file
 * itself, outside the app's bundles, hence plain JavaScript.
 *
 * With REDIS_URL at run time: @fortedigital/nextjs-cache-handler's Redis store, so an entry one
 * instance wrote is read by all, and a tag expired on one (revalidateTag, expire-tags.ts) is gone
 * for all. Without it, and always while `next build` renders: Next's own default (memory, then
 * files in .next/cache), as for one process alone.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import Redis from 'ioredis'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

// A CommonJS module compiled from ESM: its class is on `default`.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/** How long the first request waits for Redis before it renders without the cache. */
const CONNECT_WAIT_MS = 5000

CacheHandler.onCreation(async ({ buildId }) => {
  const client = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true })
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.warn(`Redis (Next's cache) unreachable, retrying: ${error.message}`)
    reported = true
  })
  client.on('ready', () => (reported = false))
  // While Redis is down every read misses (pages render from the database) and ioredis keeps
  // reconnecting: never a copy in this process's memory, which other instances could not expire.
  await Promise.race([
    client.connect().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ])
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        // Entries of one build: a new build's pages never read the previous one's.
        keyPrefix: `next:${buildId ?? 'unbuilt'}:`,
      }),
    ],
  }
})

const shared =
  Boolean(process.env.REDIS_URL?.trim()) && process.env.NEXT_PHASE !== 'phase-production-build'

export default shared ? CacheHandler : FileSystemCache
