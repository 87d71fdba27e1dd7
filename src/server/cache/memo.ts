import { type CacheBus, cacheBus, type CacheEvent } from './bus'
import type { MemoDeclaration } from './declarations'
import { type MemoArgs, memoCaches, type MemoName } from './memo-caches'

type Entry = { value: unknown; at: number; tags: readonly string[] }

/**
 * Where memo entries live. In this process's memory on purpose: the memo exists because cart
 * calls read the same few products and settings many times per request, and a map lookup costs
 * nothing where a round-trip to a shared store (Redis) would cost about what the database read
 * does. Other instances drop their entries through the bus (bus.ts), so none serves a change late.
 */
export type MemoStore = {
  get(id: string): Entry | undefined
  /** Keeps an entry read since `generation`, unless something was dropped meanwhile. */
  set(id: string, entry: Entry, generation: number): void
  /** Counts drops: a read that started before one may hold what it dropped. */
  generation(): number
  drop(event: CacheEvent): void
}

/** More entries than the catalogue's products in both languages: the map is emptied past it. */
const MAX_ENTRIES = 5000

function localStore(): MemoStore {
  const entries = new Map<string, Entry>()
  let generation = 0
  return {
    get: (id) => entries.get(id),
    set: (id, entry, since) => {
      if (since !== generation) return
      if (entries.size >= MAX_ENTRIES) entries.clear()
      entries.set(id, entry)
    },
    generation: () => generation,
    drop: ({ tags, everything }) => {
      generation += 1
      if (everything) entries.clear()
      for (const [id, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(id)
      }
    },
  }
}

/** A memo store that applies every drop the bus carries (one per process: the memo's). */
export function memoStoreOn(bus: CacheBus): MemoStore {
  const store = localStore()
  bus.subscribe((event) => store.drop(event))
  return store
}

// On globalThis: Next bundles the gateway route and the Payload hooks that clear it separately.
const shared = globalThis as typeof globalThis & { memoStore?: MemoStore }

const memoStore = (): MemoStore => (shared.memoStore ??= memoStoreOn(cacheBus()))

/**
 * A read through the declared memo `name`: the value kept under its key for the declaration's
 * lifetime, unless a change expires one of its tags first.
 */
export function memo<T>(name: MemoName) {
  const declaration = memoCaches[name] as MemoDeclaration<MemoArgs<MemoName>>
  const lifetimeMs = declaration.lifetime * 1000
  return async (args: MemoArgs<MemoName>, load: () => Promise<T>): Promise<T> => {
    const store = memoStore()
    const id = [name, ...declaration.key(...args)].join(':')
    const known = store.get(id)
    if (known && Date.now() - known.at < lifetimeMs) return known.value as T
    const generation = store.generation()
    const value = await load()
    store.set(id, { value, at: Date.now(), tags: declaration.tags(...args) }, generation)
    return value
  }
}
