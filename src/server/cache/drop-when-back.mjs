/**
 * A drop that could not reach Redis (down, or lost mid-way) leaves the entries it meant to drop in
 * Redis when Redis comes back with its data (a network cut, a restart that kept its keys): until
 * their lifetime ends, which for Next's data cache is never. So after a missed drop, everything
 * under `pattern` is dropped as soon as the connection is ready again (SCAN and UNLINK in batches:
 * bounded work, no blocking KEYS), and until that is done this process reads the store as empty.
 * Plain JavaScript: next-cache-handler.mjs, which Next loads outside the app's bundles, uses it.
 *
 * @param {import('ioredis').Redis} connection
 * @param {string} pattern keys to drop, e.g. `gateway:*`
 */
export function dropWhenBack(connection, pattern) {
  let missed = 0
  let dropped = 0
  let running = false

  const catchUp = async () => {
    if (running) return
    running = true
    try {
      while (dropped < missed && connection.status === 'ready') {
        const upTo = missed
        for await (const keys of connection.scanStream({ match: pattern, count: 500 })) {
          if (keys.length > 0) await connection.unlink(...keys)
        }
        dropped = upTo
      }
    } catch {
      // Lost again mid-way: the next 'ready' starts over.
    } finally {
      running = false
    }
  }
  connection.on('ready', () => void catchUp())

  return {
    /** A drop did not reach Redis: all under `pattern` goes once the connection is ready. */
    missed() {
      missed += 1
      void catchUp()
    },
    /** Whether a missed drop is not made up for yet: what the store holds may be stale. */
    get pending() {
      return dropped < missed
    },
  }
}
