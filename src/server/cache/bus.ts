/** A change every instance must apply to what it keeps in its own memory: the memo's entries. */
export type CacheEvent = { tags: readonly string[] }

/**
 * How a change reaches every instance's memory. Today one process: events go straight to this
 * process's listeners. Issue 21 plugs in here: with REDIS_URL set, `publish` sends the event on a
 * Redis channel every instance subscribes to, and each hands it to its listeners (itself too).
 * Next's data cache and the gateway's answers need no bus: their stores are shared already.
 */
export type CacheBus = {
  publish(event: CacheEvent): Promise<void>
  subscribe(listener: (event: CacheEvent) => void): void
}

function localBus(): CacheBus {
  const listeners = new Set<(event: CacheEvent) => void>()
  return {
    publish: async (event) => {
      for (const listener of listeners) listener(event)
    },
    subscribe: (listener) => {
      listeners.add(listener)
    },
  }
}

// On globalThis: Next bundles the gateway route and the Payload hooks that publish separately.
const shared = globalThis as typeof globalThis & { cacheBus?: CacheBus }

/** This process's bus (one per process). */
export const cacheBus = (): CacheBus => (shared.cacheBus ??= localBus())
