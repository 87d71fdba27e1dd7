import { createRedisCache } from '@envelop/response-cache-redis'
import { type Cache, createInMemoryCache } from '@graphql-yoga/plugin-response-cache'

import { redisUrl, sharedRedis } from '../redis'

/** A cached entity: every result holding this type (and id, when given) is dropped. */
export type CacheEntity = { typename: string; id?: string | number }

const globalCache = globalThis as typeof globalThis & { gatewayResponseCache?: Cache }

/**
 * The gateway's response cache (declared in caches.ts as gatewayAnswers; which queries it may
 * keep is the gateway's allow-list, commerce/gateway/cache-policy.ts): Redis when REDIS_URL is
 * set (shared by every instance), otherwise in this process's memory. One instance per process, kept on globalThis because Next bundles the
 * gateway route and the Payload hooks that invalidate it separately.
 */
export function gatewayCache(): Cache {
  const url = redisUrl()
  globalCache.gatewayResponseCache ??= url
    ? (createRedisCache({ redis: sharedRedis(url) }) as Cache)
    : createInMemoryCache({ max: 10_000 })
  return globalCache.gatewayResponseCache
}

/** Drops cached answers that hold these entities (invalidate.ts, after content changes). */
export async function invalidateGatewayCache(entities: CacheEntity[]): Promise<void> {
  await gatewayCache().invalidate(entities)
}
