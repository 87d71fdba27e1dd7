/**
 * The worker's sign of life for a container health check, which has no port to ask: a file whose
 * modification time is renewed every `everyMs` while `alive()` holds (compose.yaml's check reads
 * its age). A stuck event loop or stopped schedules leave it ageing.
 */
import fs from 'node:fs'

export const HEARTBEAT_FILE = '/tmp/worker-heartbeat'
const EVERY_MS = 10_000

/** Where the heartbeat goes: WORKER_HEARTBEAT_FILE, else /tmp/worker-heartbeat. */
export const heartbeatFile = (env: Record<string, string | undefined>): string =>
  env.WORKER_HEARTBEAT_FILE?.trim() || HEARTBEAT_FILE

/**
 * Touches `file` now and every `everyMs` while `alive()`; a failed write is reported once (each
 * time after a success) and tried again next beat. Returns the stop.
 */
export function startHeartbeat(
  file: string,
  alive: () => boolean,
  warn: (message: string) => void,
  everyMs = EVERY_MS,
): () => void {
  let reported = false
  const beat = () => {
    if (!alive()) return
    try {
      // The content is for people: the health check reads the modification time.
      fs.writeFileSync(file, `${new Date().toISOString()}\n`)
      reported = false
    } catch (error) {
      if (!reported) warn(`Worker heartbeat: cannot write ${file}: ${(error as Error).message}`)
      reported = true
    }
  }
  beat()
  // Never what keeps the process running: its schedules do.
  const timer = setInterval(beat, everyMs).unref()
  return () => clearInterval(timer)
}
