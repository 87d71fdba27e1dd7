/**
 * Collects values and hands them over together once none has arrived for `delayMs` (the 1 s
 * analytics debounce of spec §9): a page full of tiles sends one view_item_list, not one each.
 */
export function debouncedBatch<T>(delayMs: number, flush: (values: T[]) => void) {
  let pending: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  return (value: T) => {
    pending.push(value)
    clearTimeout(timer)
    timer = setTimeout(() => {
      const values = pending
      pending = []
      flush(values)
    }, delayMs)
  }
}
