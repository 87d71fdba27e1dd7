/** A check as the health routes tell it: up or not, and how long the answer took. */
export type Check = { ok: boolean; latencyMs: number }

/**
 * `run` shared by every caller: while it runs they await the same answer, and once it settled they
 * get that answer for `memoMs` more. So a flood of health requests costs one round trip per
 * `memoMs` at most, whatever the request rate. `run` must not reject.
 */
export function shareAnswer<T>(run: () => Promise<T>, memoMs: number): () => Promise<T> {
  let current: { answer: Promise<T>; expiresAt: number } | undefined
  return () => {
    if (current && performance.now() < current.expiresAt) return current.answer
    const entry = { answer: run(), expiresAt: Infinity }
    const settled = () => {
      entry.expiresAt = performance.now() + memoMs
    }
    entry.answer.then(settled, settled)
    current = entry
    return entry.answer
  }
}

/**
 * `probe` with a deadline: not ok once `timeoutMs` passed. A probe still running is awaited again
 * rather than started twice, so a hung database or Redis never piles up health queries.
 */
export function timedProbe<A extends unknown[]>(
  probe: (...args: A) => Promise<unknown>,
  timeoutMs: number,
): (...args: A) => Promise<Check> {
  let running: Promise<boolean> | undefined
  const start = (args: A) => {
    const attempt = probe(...args).then(
      () => true,
      () => false,
    )
    void attempt.then(() => {
      running = undefined
    })
    return attempt
  }
  return async (...args) => {
    const startedAt = performance.now()
    running ??= start(args)
    let cancel = () => {}
    const timedOut = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs)
      cancel = () => clearTimeout(timer)
    })
    const ok = await Promise.race([running, timedOut])
    cancel()
    return { ok, latencyMs: Math.round(performance.now() - startedAt) }
  }
}
