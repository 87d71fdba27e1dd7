import { clientAddress } from './geoip'

/**
 * A fixed-window rate limit per key (client address, card…), in this process's memory.
 * Enough for one server; several servers share one through Redis with the gateway issue.
 */
export function createRateLimit({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>()
  /** Whether the key used up its window already, without counting this look. */
  const exceeded = (key: string, now = Date.now()): boolean => {
    const current = windows.get(key)
    return Boolean(current && now - current.startedAt < windowMs && current.count >= limit)
  }
  return Object.assign(
    function allow(key: string, now = Date.now()): boolean {
      const current = windows.get(key)
      if (!current || now - current.startedAt >= windowMs) {
        if (windows.size > 10_000) windows.clear()
        windows.set(key, { startedAt: now, count: 1 })
        return true
      }
      current.count += 1
      return current.count <= limit
    },
    { exceeded },
  )
}

/** The client's address as the proxy in front reports it, for rate limits. */
export const clientKey = (request: Request): string => clientAddress(request.headers) ?? 'local'
