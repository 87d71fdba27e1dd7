import type { Payload } from 'payload'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible'

import { clientAddress } from './client-address'
import { metrics } from './metrics/registry'
import { redisReady, redisUrl, sharedRedis } from './redis'

/** The table of the Postgres store (made by a migration; expired rows go in the hourly purge). */
const RATE_LIMIT_TABLE = 'rate_limits'

/**
 * Each call takes the Payload instance (its pool is the Postgres store) rather than this module
 * asking for the Payload client: services reached from Payload's config use limits too.
 */
export type RateLimit = {
  /** Counts one use of the key; false once the key has used up its window. */
  consume: (payload: Payload, key: string) => Promise<boolean>
  /** Whether the key used up its window already, without counting this look. */
  exceeded: (payload: Payload, key: string) => Promise<boolean>
  /** Gives back one use counted before the outcome was known (a sign-in that succeeded). */
  refund: (payload: Payload, key: string) => Promise<void>
}

async function store(
  payload: Payload,
  name: string,
  points: number,
  duration: number,
): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: name, points, duration }
  const url = redisUrl()
  if (url) {
    // While Redis is down each instance counts in its own memory (the library's insurance limiter),
    // at once rather than after ioredis's retries: limits hold per instance, pages keep serving.
    const storeClient = sharedRedis(url)
    // The library checks readiness on each call: a connection still coming up would count as down.
    await redisReady(storeClient)
    return new RateLimiterRedis({
      ...options,
      storeClient,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    })
  }
  return new RateLimiterPostgres({
    ...options,
    storeClient: payload.db.pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  })
}

// rate-limiter-flexible refuses with a RateLimiterRes, fails with an Error: told apart by shape,
// not instanceof (bundling may load a second copy of the class, STACK.md trap 10).
const isRefusal = (reason: unknown) =>
  !(reason instanceof Error) &&
  typeof (reason as { msBeforeNext?: unknown } | null)?.msBeforeNext === 'number'

/**
 * A fixed-window limit per key (client address, card…) in a store every instance shares: Redis
 * when REDIS_URL is set, else Postgres. Keys expire one by one; none is ever forgotten early.
 */
export function createRateLimit({
  name,
  limit,
  windowMs,
}: {
  name: string
  limit: number
  windowMs: number
}): RateLimit {
  let limiter: Promise<RateLimiterAbstract> | undefined
  const get = (payload: Payload) =>
    (limiter ??= store(payload, name, limit, Math.ceil(windowMs / 1000)))
  // Labelled by the limit's name, which the code gives, never by the key.
  const countRefusal = () => metrics().rateLimitRefusals.inc({ limit: name })
  return {
    consume: async (payload, key) => {
      try {
        await (await get(payload)).consume(key)
        return true
      } catch (reason) {
        if (!isRefusal(reason)) throw reason
        countRefusal()
        return false
      }
    },
    // Callers refuse when the window is used up: that look is a refusal too.
    exceeded: async (payload, key) => {
      const used = (await (await get(payload)).get(key))?.consumedPoints ?? 0
      if (used < limit) return false
      countRefusal()
      return true
    },
    refund: async (payload, key) => {
      await (await get(payload)).reward(key, 1)
    },
  }
}

/** The client's address (the app's server resolves it from the socket and TRUSTED_PROXIES). */
export const clientKey = (request: Request): string => clientAddress(request.headers) ?? 'unknown'
