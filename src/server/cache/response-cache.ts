import type { Cache } from '@graphql-yoga/plugin-response-cache'

import { redisUrl, sharedRedis } from '../redis'
import { answersInMemory, type CacheEntity } from './answers-in-memory'
import { answersInRedis } from './answers-in-redis'
import { gatewayAnswers } from './caches'

export type { CacheEntity }

const globalCache = globalThis as typeof globalThis & { gatewayResponseCache?: Cache }

/**
 * The gateway's response cache (declared in caches.ts as gatewayAnswers; which queries it may
 * keep is the gateway's allow-list, commerce/gateway/cache-policy.ts, and its key is
 * commerce/gateway/cache-key.ts): Redis when REDIS_URL is set (shared by every instance, every
 * key with a ttl), otherwise this process's memory, bounded in bytes. One instance per process,
 * kept on globalThis because Next bundles the gateway route and the Payload hooks that
 * invalidate it separately.
 */
export function gatewayCache(): Cache {
  const url = redisUrl()
  const { maxBytes, maxAnswerBytes, lifetime } = gatewayAnswers
  globalCache.gatewayResponseCache ??= keptUnderStore(
    url
      ? answersInRedis(sharedRedis(url), { maxAnswerBytes, maxTtlMs: lifetime * 1000 })
      : answersInMemory({ maxBytes, maxAnswerBytes }),
  )
  return globalCache.gatewayResponseCache
}

/** Each answer also indexed under its store (its key's prefix): a store's change drops its own. */
function keptUnderStore<C extends Cache>(cache: C): C {
  const set = cache.set.bind(cache)
  cache.set = (id, data, entities, ttl) => {
    const store = gatewayAnswers.storeOfKey(id)
    const all = store === undefined ? entities : [...entities, gatewayAnswers.storeEntity(store)]
    return set(id, data, all, ttl)
  }
  return cache
}

/** Drops cached answers that hold these entities (invalidate.ts, after content changes). */
export async function invalidateGatewayCache(entities: CacheEntity[]): Promise<void> {
  await gatewayCache().invalidate(entities)
}
