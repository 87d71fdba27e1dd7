'use client'

import { useCallback, useEffect, useState } from 'react'

import { debounce } from '@/components/ui/debounce'

/**
 * The text of the search field and the text settled after `ms` without typing, which is what
 * gets searched. Emptying the field settles at once: the popular data comes back without delay.
 */
export function useSearchText(initial: () => string, ms: number) {
  const [text, setTextNow] = useState(initial)
  const [settled, setSettled] = useState(text)
  const [settle] = useState(() => debounce(setSettled, ms))
  useEffect(() => () => settle.cancel(), [settle])

  const setText = useCallback(
    (next: string) => {
      setTextNow(next)
      if (next.trim()) settle(next)
      else {
        settle.cancel()
        setSettled('')
      }
    },
    [settle],
  )
  return { text, settled, setText, flush: settle.flush }
}
