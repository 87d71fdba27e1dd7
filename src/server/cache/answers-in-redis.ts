import type { Cache } from '@graphql-yoga/plugin-response-cache'
import type Redis from 'ioredis'

import { redisReady } from '../redis'
import { droppedBy, keptUnder } from './answers-in-memory'
import { dropWhenBack } from './drop-when-back.mjs'

/** Where the gateway's answers and their index live in Redis (beside Next's `next:` and the limits). */
const answerKey = (id: string) => `gateway:answer:${id}`
const indexKey = (name: string) => `gateway:entity:${name}`

/**
 * The gateway's answers in the Redis every instance shares. Every key it writes expires: the
 * answer after its ttl, and each index set (type or type:id → answers) with the last answer
 * added to it, so nothing outlives the lifetime caches.ts declares. Redis itself is bounded by
 * its `maxmemory` with `allkeys-lru` (README): an evicted answer is a miss, an evicted index set
 * an answer that expires by its ttl instead of by a drop (at most gatewayAnswers.lifetime).
 * While Redis is down every call answers at once (a miss, nothing kept) instead of waiting on
 * ioredis's retries: the gateway serves from the backend meanwhile. A drop that did not reach
 * Redis empties every `gateway:` key once it is back (drop-when-back.mjs), read as misses till then.
 */
export function answersInRedis(
  redis: Redis,
  { maxAnswerBytes, maxTtlMs }: { maxAnswerBytes: number; maxTtlMs: number },
): Cache {
  const drops = dropWhenBack(redis, 'gateway:*')
  return {
    async set(id, data, collected, ttl) {
      const json = JSON.stringify(data)
      if (!(ttl > 0) || Buffer.byteLength(json) > maxAnswerBytes) return
      if (!(await redisReady(redis))) return
      const ms = Math.ceil(Math.min(ttl, maxTtlMs))
      const pipeline = redis.pipeline().set(answerKey(id), json, 'PX', ms)
      for (const name of keptUnder(collected)) {
        pipeline.sadd(indexKey(name), id).pexpire(indexKey(name), ms)
      }
      await pipeline.exec()
    },
    async get(id) {
      if (drops.pending || !(await redisReady(redis))) return null
      const json = await redis.get(answerKey(id))
      return json ? JSON.parse(json) : null
    },
    async invalidate(entities) {
      if (!(await redisReady(redis))) return drops.missed()
      try {
        for (const name of droppedBy(entities)) {
          const ids = await redis.smembers(indexKey(name))
          await redis.del(indexKey(name), ...ids.map(answerKey))
        }
      } catch {
        // Lost mid-way: the save stands, the drop is made up for when Redis is back.
        drops.missed()
      }
    },
  }
}
