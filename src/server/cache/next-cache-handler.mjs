/**
 * Next's cache handler (next.config.ts `cacheHandler`): where Next keeps its data cache (what
 * cached() reads through unstable_cache), rendered pages and their tags. Next loads this file
 * itself, outside the app's bundles, hence plain JavaScript.
 *
 * With REDIS_URL at run time: @fortedigital/nextjs-cache-handler's Redis store, so an entry one
 * instance wrote is read by all, and a tag expired on one (revalidateTag, expire-tags.ts) is gone
 * for all; a process without the build (the worker) expires it in every build (next-builds.mjs). Without it, and always while `next build` renders: Next's own default (memory, then
 * files in .next/cache), as for one process alone.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import Redis from 'ioredis'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { closeOnStop } from '../shutdown.mjs'
import { dropWhenBack } from './drop-when-back.mjs'
import { registerBuild } from './next-builds.mjs'

// A CommonJS module compiled from ESM: its class is on `default`.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/** How long the first request waits for Redis before it renders without the cache. */
const CONNECT_WAIT_MS = 5000

/**
 * The library's Redis store, and what a tag expired while Redis was down asks for: the store
 * refuses when not ready and Next goes on, so entries kept for good (`lifetime: false`) would stay
 * stale once Redis is back with its data. All of this build's entries are dropped then instead.
 *
 * @param {import('ioredis').Redis} client
 * @param {string} keyPrefix
 */
export function redisStore(client, keyPrefix) {
  const store = createRedisHandler({ client: ioredisAdapter(client), keyPrefix })
  const drops = dropWhenBack(client, `${keyPrefix}*`)
  return {
    ...store,
    get: async (key, meta) => (drops.pending ? null : withLifetime(await store.get(key, meta))),
    set: async (key, value, context) => {
      if (isMadeUpNotFound(key, value)) return
      // After the write, which refuses when Redis is not ready: never a command left queued.
      await store.set(key, value, context)
      await registerBuild(client, keyPrefix)
    },
    revalidateTag: async (tag) => {
      await store.revalidateTag(tag).catch((error) => {
        drops.missed()
        throw error
      })
    },
  }
}

const RENDERED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE'])

/**
 * A rendered page's lifetime under the name Next reads it (`cacheControl`). Next takes it from the
 * entry, else from what its own process rendered, else one second: an instance reading a page
 * another instance rendered served it STALE a second later and drew it again, once per instance
 * (seen in the scale group). The library keeps the lifetime as `lifespan.revalidate`.
 *
 * @template {{ cacheControl?: unknown, lifespan?: { revalidate?: number | false } | null, value?: { kind?: string } | null }} Entry
 * @param {Entry | null} entry
 * @returns {Entry | null}
 */
export function withLifetime(entry) {
  const revalidate = entry?.lifespan?.revalidate
  if (!entry || entry.cacheControl || !RENDERED_KINDS.has(entry.value?.kind ?? '')) return entry
  if (revalidate !== false && typeof revalidate !== 'number') return entry
  return { ...entry, cacheControl: { revalidate, expire: undefined } }
}

/**
 * A page that answered 404 at a path of its own: a path a visitor made up (a product or category
 * that does not exist), which would be an entry per path, evicting real pages from Redis. Only
 * the stores' /404/, where the proxy sends made-up landing paths (unknown-page.ts), is kept.
 *
 * @param {string} key
 * @param {{ value?: { kind?: string, status?: number } }} entry
 */
export const isMadeUpNotFound = (key, entry) =>
  entry.value?.kind === 'APP_PAGE' && entry.value.status === 404 && !/\/404\/?$/.test(key)

CacheHandler.onCreation(async ({ buildId }) => {
  const client = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true })
  let reported = false
  client.on('error', (error) => {
    // The process's registry (src/server/metrics/registry.ts), which this plain file cannot import.
    globalThis.storefrontMetrics?.redisErrors.inc({ role: "next's cache" })
    if (!reported) console.warn(`Redis (Next's cache) unreachable, retrying: ${error.message}`)
    reported = true
  })
  client.on('ready', () => (reported = false))
  closeOnStop("redis: Next's cache", () => client.quit())
  // While Redis is down every read misses (pages render from the database) and ioredis keeps
  // reconnecting: never a copy in this process's memory, which other instances could not expire.
  await Promise.race([
    client.connect().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ])
  return {
    // Entries of one build: a new build's pages never read the previous one's.
    handlers: [redisStore(client, `next:${buildId ?? 'unbuilt'}:`)],
  }
})

const shared =
  Boolean(process.env.REDIS_URL?.trim()) && process.env.NEXT_PHASE !== 'phase-production-build'

export default shared ? CacheHandler : FileSystemCache
