export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Runs the pending call now (Enter in the search field), if there is one. */
  flush: () => void
  cancel: () => void
}

/** Calls `run` once calls have paused for `ms`, with the last arguments. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const fire = () => {
    clearTimeout(timer)
    timer = undefined
    const args = pending
    pending = undefined
    if (args) run(...args)
  }
  const debounced = (...args: A) => {
    pending = args
    clearTimeout(timer)
    timer = setTimeout(fire, ms)
  }
  debounced.flush = fire
  debounced.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return debounced
}
