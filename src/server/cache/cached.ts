import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { type CacheDeclaration, type DataCacheArgs, type DataCacheName, dataCaches } from './caches'

// One map per request (React's cache() scope): a page, its metadata and its layout ask alike.
const requestReads = cache(() => new Map<string, Promise<unknown>>())

/**
 * A read through the declared cache `name`: done once per request, and kept in Next's data cache
 * under the declaration's key, lifetime and tags (a fresh read, a draft, skips the latter). The
 * only caller of unstable_cache, which Next serves through its cache handler (Redis when REDIS_URL
 * is set, next-cache-handler.mjs).
 */
export function cached<N extends DataCacheName, T>(
  name: N,
  load: (...args: DataCacheArgs<N>) => Promise<T>,
): (...args: DataCacheArgs<N>) => Promise<T> {
  const declaration = dataCaches[name] as unknown as CacheDeclaration<DataCacheArgs<N>>
  return (...args) => {
    const key = [name, ...declaration.key(...args)]
    const fresh = declaration.fresh?.(...args) ?? false
    const id = JSON.stringify([fresh, key])
    const reads = requestReads()
    const known = reads.get(id) as Promise<T> | undefined
    if (known) return known
    const read = fresh
      ? load(...args)
      : unstable_cache(() => load(...args), key, {
          tags: declaration.tags(...args),
          // No lifetime: Next's default (kept until a tag expires), as before this module.
          revalidate: declaration.lifetime || undefined,
        })()
    reads.set(id, read)
    return read
  }
}
