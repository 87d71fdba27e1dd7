import { debounce } from '@/components/ui/debounce'

/**
 * Collects values and hands them over together once none has arrived for `delayMs` (the 1 s
 * analytics debounce of spec §9): a page full of tiles sends one view_item_list, not one each.
 */
export function debouncedBatch<T>(delayMs: number, flush: (values: T[]) => void) {
  let pending: T[] = []
  const send = debounce(() => {
    const values = pending
    pending = []
    flush(values)
  }, delayMs)
  return (value: T) => {
    pending.push(value)
    send()
  }
}
