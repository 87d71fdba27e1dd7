import { randomUUID } from 'node:crypto'

import Redis from 'ioredis'

import { dropPageCopies } from '../micro-cache/drops'
import { redisReady, redisUrl, warnOnError } from '../redis'
import { closeOnStop } from '../shutdown.mjs'

/**
 * A change every instance must apply to what it keeps in its own memory: the memo's entries
 * carrying these tags, or every entry when an instance may have missed changes (`everything`).
 */
export type CacheEvent = { tags: readonly string[]; everything?: boolean }

/**
 * How a change reaches every instance's memory. One process alone: straight to its listeners.
 * With REDIS_URL: on a Redis channel every instance subscribes to. Next's data cache and the
 * gateway's answers need no bus: their stores are shared already.
 */
export type CacheBus = {
  publish(event: CacheEvent): Promise<void>
  subscribe(listener: (event: CacheEvent) => void): void
}

type Listener = (event: CacheEvent) => void

const deliver = (listeners: Set<Listener>, event: CacheEvent) => {
  for (const listener of listeners) listener(event)
}

function localBus(): CacheBus {
  const listeners = new Set<Listener>()
  return {
    publish: async (event) => deliver(listeners, event),
    subscribe: (listener) => {
      listeners.add(listener)
    },
  }
}

/** The channel of the memo's drops; every instance of one Redis listens to it. */
export const CACHE_BUS_CHANNEL = 'storefront:cache-bus'

/**
 * The bus of several instances: one connection publishes, a second one (a subscribed connection
 * takes no other command) receives. The publisher applies its own event at once, so the request
 * that saved reads its change next; the others apply it when it arrives. Whenever an instance
 * (re)subscribes, it may have missed drops while it was not: it empties its memo.
 */
export function redisBus(url: string): CacheBus & { close(): Promise<void> } {
  const instance = randomUUID()
  const listeners = new Set<Listener>()
  const [publisher, subscriber] = [new Redis(url), new Redis(url)]
  warnOnError(publisher, 'cache bus')
  warnOnError(subscriber, 'cache bus')
  // On every connection, the first included: drops published while not subscribed were missed.
  subscriber.on('ready', () => {
    subscriber.subscribe(CACHE_BUS_CHANNEL).then(
      () => deliver(listeners, { tags: [], everything: true }),
      () => {}, // the connection fell again: the next 'ready' subscribes, warnOnError reports
    )
  })
  subscriber.on('message', (_channel: string, message: string) => {
    const { from, event } = JSON.parse(message) as { from: string; event: CacheEvent }
    if (from !== instance) deliver(listeners, event)
  })
  const send = (event: CacheEvent) =>
    publisher.publish(CACHE_BUS_CHANNEL, JSON.stringify({ from: instance, event }))
  // A drop not sent while Redis was down: once back, every instance empties its memo, those that
  // kept their subscription (only this instance lost Redis) included.
  let unsent = false
  publisher.on('ready', () => {
    if (unsent)
      send({ tags: [], everything: true }).then(
        () => (unsent = false),
        () => {},
      )
  })
  const close = async () => {
    await Promise.all([publisher.quit(), subscriber.quit()])
  }
  closeOnStop('redis: cache bus', close)
  return {
    publish: async (event) => {
      deliver(listeners, event)
      // Redis down: waiting on ioredis's retries would only hold the editor's save.
      if (!(await redisReady(publisher))) {
        unsent = true
        return
      }
      await send(event)
    },
    subscribe: (listener) => {
      listeners.add(listener)
    },
    close,
  }
}

// On globalThis: Next bundles the gateway route and the Payload hooks that publish separately.
const shared = globalThis as typeof globalThis & { cacheBus?: CacheBus }

/**
 * This process's bus (one per process): over Redis when REDIS_URL is set. Any change also drops
 * the instance's page copies (micro-cache/drops.ts), which keep no tags: they live half a second.
 */
export function cacheBus(): CacheBus {
  if (shared.cacheBus) return shared.cacheBus
  const url = redisUrl()
  const bus = url ? redisBus(url) : localBus()
  bus.subscribe(dropPageCopies)
  return (shared.cacheBus = bus)
}
