/**
 * Next's entries in Redis are kept per build (`next:<buildId>:`, next-cache-handler.mjs), and a
 * rolling release runs two builds at once. A process that has no build of its own (the worker,
 * the seed) expires a tag in every build that wrote entries: each build's instances name their
 * prefix in one set. Plain JavaScript: next-cache-handler.mjs, which Next loads outside the
 * app's bundles, uses it.
 */
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

/** Outside `next:*`, which a missed drop empties (drop-when-back.mjs): the builds stay known. */
export const NEXT_BUILDS_KEY = 'storefront:next-builds'

/**
 * Names a build's prefix. Called on every write: under `allkeys-lru` the set is then used at
 * least as recently as the newest entry it names, so it is not evicted before them.
 *
 * @param {import('ioredis').Redis} client
 * @param {string} keyPrefix
 */
export const registerBuild = (client, keyPrefix) => client.sadd(NEXT_BUILDS_KEY, keyPrefix)

/**
 * Expires tags in every build's entries, as each build's own handler would (revalidateTag).
 *
 * @param {import('ioredis').Redis} client
 * @param {readonly string[]} tags
 */
export async function expireInEveryBuild(client, tags) {
  for (const keyPrefix of await client.smembers(NEXT_BUILDS_KEY)) {
    const store = createRedisHandler({ client: ioredisAdapter(client), keyPrefix })
    for (const tag of tags) await store.revalidateTag(tag)
  }
}
