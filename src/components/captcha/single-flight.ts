/**
 * One verification at a time: calls while one is under way share its answer; once it has
 * answered, the next call starts another. The widget's own verification on loading and a submit's
 * raced, fetched two challenges, and the shopper saw a ticked box beside "La vérification a échoué".
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  return () =>
    (running ??= run().finally(() => {
      running = null
    }))
}
