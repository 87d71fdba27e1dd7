/**
 * A web instance's stop (SIGTERM): readiness answers 503 at once, the requests in flight end
 * (bounded), then the pools close. See README, Health.
 */
import type { Server, ServerResponse } from 'node:http'

import { closeAll, startDraining } from '../../src/server/shutdown.mjs'

export type DrainSettings = {
  /** How long the listener still accepts, readiness answering 503, for balancers to notice. */
  delayMs: number
  /** From the signal until requests still running are cut. */
  timeoutMs: number
}

type Env = Record<string, string | undefined>

/** How long Next's pending work, then each pool or connection, may take to close. */
const CLOSE_TIMEOUT_MS = 2_000

const seconds = (env: Env, name: string, fallback: number): number => {
  const raw = env[name]?.trim()
  const value = raw ? Number(raw) : fallback
  if (!Number.isFinite(value) || value < 0 || value > 3600) {
    throw new Error(`${name} must be a number of seconds (0 to 3600), not "${raw}"`)
  }
  return value * 1000
}

/** DRAIN_DELAY_SECONDS (0) and DRAIN_TIMEOUT_SECONDS (25, under an orchestrator's usual 30 s). */
export function drainSettings(env: Env): DrainSettings {
  const timeoutMs = seconds(env, 'DRAIN_TIMEOUT_SECONDS', 25)
  return { delayMs: Math.min(seconds(env, 'DRAIN_DELAY_SECONDS', 0), timeoutMs), timeoutMs }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Resolves false after `ms`; never holds the process on its own. */
const expiry = (ms: number) =>
  new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref())

/**
 * The server's requests followed from `track` on, so that `drain` can wait for them. Node keeps a
 * connection open for its keep-alive timeout after its last answer, and `server.close()` waits for
 * it: while draining, answers say `Connection: close` and idle connections are closed as they
 * become idle.
 */
export function drainable(server: Server, { delayMs, timeoutMs }: DrainSettings) {
  const open = new Set<ServerResponse>()
  let draining = false
  const closeIdle = () => setImmediate(() => server.closeIdleConnections())

  return {
    track(response: ServerResponse) {
      open.add(response)
      if (draining) response.shouldKeepAlive = false
      response.once('close', () => {
        open.delete(response)
        if (draining) closeIdle()
      })
    },

    /**
     * Readiness 503 now, new connections refused after `delayMs`, then waits for the requests in
     * flight until `timeoutMs` from now and cuts those left. Resolves with how many were cut.
     */
    async drain(): Promise<number> {
      draining = true
      startDraining()
      for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false
      const deadline = expiry(timeoutMs)
      // No delay: closed now, before any new request is read.
      if (delayMs) await wait(delayMs)
      const closed = new Promise<true>((resolve) => server.close(() => resolve(true)))
      closeIdle()
      if (await Promise.race([closed, deadline])) return 0
      const cut = open.size
      server.closeAllConnections()
      return cut
    },
  }
}

/**
 * Once no request runs: `closeApp` (Next's work left after answers, which may still query), then
 * the pools and connections the app registered (src/server/shutdown.mjs), each bounded. Resolves
 * with what did not close in time.
 */
export async function closeAfterDrain(closeApp: () => Promise<void>): Promise<string[]> {
  const app = await Promise.race([closeApp().then(() => true), expiry(CLOSE_TIMEOUT_MS)])
  return [...(app ? [] : ['next']), ...(await closeAll(CLOSE_TIMEOUT_MS))]
}
