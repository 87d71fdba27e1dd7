/**
 * A web instance's stop, as the app sees it: whether it is draining (readiness answers 503) and
 * the connections to close once its last request ended (scripts/lib/drain.ts runs them). On
 * globalThis: Next bundles each route with its own copy of the app's modules, the server is
 * bundled apart from them, and Next's cache handler (plain JavaScript, hence this file) too.
 */
const shared =
  /** @type {typeof globalThis & { storefrontStop?: { draining: boolean, closers: Map<string, () => Promise<unknown>> } }} */ (
    globalThis
  )
const stop = (shared.storefrontStop ??= { draining: false, closers: new Map() })

/** From the stop signal on: readiness answers 503 so load balancers send nothing new. */
export const startDraining = () => {
  stop.draining = true
}

export const isDraining = () => stop.draining

/**
 * `close` runs once the last request ended (a pool, a Redis connection); one per `name`, so a
 * module made twice registers once.
 *
 * @param {string} name
 * @param {() => Promise<unknown>} close
 */
export const closeOnStop = (name, close) => {
  stop.closers.set(name, close)
}

/**
 * Runs every closer at once, each given `timeoutMs` at most: a connection that hangs must not keep
 * the process past its stop. Resolves with the names of those that failed or hung.
 *
 * @param {number} timeoutMs
 * @returns {Promise<string[]>}
 */
export async function closeAll(timeoutMs) {
  const results = await Promise.all(
    [...stop.closers].map(([name, close]) => {
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer
      const hung = new Promise((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
      const closed = close().then(
        () => true,
        () => false,
      )
      return Promise.race([closed, hung]).then((ok) => {
        clearTimeout(timer)
        return ok ? undefined : name
      })
    }),
  )
  return results.filter((name) => name !== undefined)
}
