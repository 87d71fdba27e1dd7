import Redis from 'ioredis'

import { logger } from './logger'
import { closeOnStop } from './shutdown.mjs'
import { metrics } from './metrics/registry'

/**
 * The Redis every instance shares (REDIS_URL), or none: one process alone keeps its caches in its
 * own memory and its rate limits in Postgres. Read when a store is first made, not at import.
 */
export const redisUrl = (): string | undefined => process.env.REDIS_URL?.trim() || undefined

const shared = globalThis as typeof globalThis & { redisConnections?: Map<string, Redis> }

/**
 * This process's connection for commands (rate limits, the gateway's answers, the bus's
 * publishing): one, since commands are pipelined on it and wait while it (re)connects. On
 * globalThis because Next bundles the gateway route and the Payload hooks separately.
 */
export function sharedRedis(url: string): Redis {
  shared.redisConnections ??= new Map()
  let connection = shared.redisConnections.get(url)
  if (!connection) {
    const made = new Redis(url)
    warnOnError(made, 'commands')
    shared.redisConnections.set(url, made)
    closeOnStop('redis: commands', () => made.quit())
    connection = made
  }
  return connection
}

/**
 * Logs the first error of a connection that stays down, and again once it was up: ioredis retries
 * by itself, and an unhandled 'error' event would print every attempt. The metrics count them all.
 */
export function warnOnError(connection: Redis, role: 'commands' | 'cache bus'): void {
  let reported = false
  connection.on('error', (error: Error) => {
    metrics().redisErrors.inc({ role })
    if (reported) return
    reported = true
    logger().warn(`Redis (${role}) unreachable, retrying: ${error.message}`)
  })
  connection.on('ready', () => {
    reported = false
  })
}

/** How long a first use waits for a new connection to come up before counting Redis as down. */
const FIRST_CONNECT_WAIT_MS = 2_000

const firstReady = new WeakMap<Redis, Promise<void>>()

/**
 * Whether commands on the connection go through now. A new connection is still connecting when
 * the first request uses it: that first use waits for it (bounded; a refused connection ends the
 * wait at once), or every instance would start on its memory fallback. Once it was up, a connection not ready is down: no waiting at all.
 */
export async function redisReady(connection: Redis): Promise<boolean> {
  const up = () => connection.status === 'ready'
  let first = firstReady.get(connection)
  if (up()) {
    // Seen up: from now on a connection not ready is down, with no first-connect wait.
    if (!first) firstReady.set(connection, Promise.resolve())
    return true
  }
  if (!first) {
    first = new Promise<void>((resolve) => {
      const timer = setTimeout(done, FIRST_CONNECT_WAIT_MS)
      // Up, refused or gone: whichever comes first ends the wait (a refused port at once).
      const events = ['ready', 'error', 'end'] as const
      function done() {
        clearTimeout(timer)
        for (const event of events) connection.off(event, done)
        resolve()
      }
      for (const event of events) connection.once(event, done)
    })
    firstReady.set(connection, first)
  }
  await first
  return up()
}
