import type { Cache } from '@graphql-yoga/plugin-response-cache'

export type CacheEntity = { typename: string; id?: string | number }

/** The index names an answer is kept under: each type it holds, and each type:id. */
export const keptUnder = (entities: Iterable<CacheEntity>): string[] => [
  ...new Set(
    [...entities].flatMap(({ typename, id }) =>
      id === undefined ? [typename] : [typename, `${typename}:${id}`],
    ),
  ),
]

/** The index names a drop reaches: a type (every answer holding it) or one type:id. */
export const droppedBy = (entities: Iterable<CacheEntity>): string[] =>
  [...entities].map(({ typename, id }) => (id == null ? typename : `${typename}:${id}`))

/** What an answer's entries in the entity index cost beside its JSON (a rough figure). */
const INDEX_BYTES_PER_ENTITY = 64

type Entry = { json: string; expires: number; entities: string[]; bytes: number }

export type AnswersInMemory = Cache & {
  /** The bytes the kept answers count for (JSON and index), never above maxBytes. */
  bytes(): number
}

/**
 * The gateway's answers in this process's memory, bounded in bytes: each kept as its JSON (whose
 * size is exact, and which no plugin can change once kept), the least recently read dropped first
 * when a new one would pass `maxBytes`; one larger than `maxAnswerBytes` is not kept at all. A
 * Map's order is its recency: a read moves its entry to the end.
 */
export function answersInMemory({
  maxBytes,
  maxAnswerBytes,
  now = Date.now,
}: {
  maxBytes: number
  maxAnswerBytes: number
  now?: () => number
}): AnswersInMemory {
  const entries = new Map<string, Entry>()
  const byEntity = new Map<string, Set<string>>()
  let bytes = 0

  const remove = (id: string) => {
    const entry = entries.get(id)
    if (!entry) return
    entries.delete(id)
    bytes -= entry.bytes
    for (const name of entry.entities) {
      const ids = byEntity.get(name)
      ids?.delete(id)
      if (ids?.size === 0) byEntity.delete(name)
    }
  }

  return {
    set(id, data, collected, ttl) {
      remove(id)
      const json = JSON.stringify(data)
      const entities = keptUnder(collected)
      const size = Buffer.byteLength(json) + INDEX_BYTES_PER_ENTITY * entities.length
      if (!(ttl > 0) || size > maxAnswerBytes) return
      entries.set(id, { json, expires: now() + ttl, entities, bytes: size })
      bytes += size
      for (const name of entities) byEntity.set(name, (byEntity.get(name) ?? new Set()).add(id))
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        remove(oldest)
      }
    },
    get(id) {
      const entry = entries.get(id)
      if (!entry) return null
      if (entry.expires <= now()) {
        remove(id)
        return null
      }
      entries.delete(id)
      entries.set(id, entry)
      return JSON.parse(entry.json)
    },
    invalidate(entities) {
      for (const name of droppedBy(entities)) {
        for (const id of [...(byEntity.get(name) ?? [])]) remove(id)
      }
    },
    bytes: () => bytes,
  }
}
