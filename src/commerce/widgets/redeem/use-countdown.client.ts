'use client'

import { useEffect, useRef, useState } from 'react'

import { secondsLeft } from './countdown'

/** The clock is read often so that a second shows on time; the count comes from the start. */
const TICK_MS = 250

/**
 * A countdown of `total` seconds, started and cancelled by the holder; `onDone` runs once when
 * it reaches 0. It stops while not `active` (its modal closed). `left` is null while stopped.
 */
export function useCountdown(total: number, active: boolean, onDone: () => void) {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(0)
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  }, [onDone])

  const running = active && startedAt !== null
  useEffect(() => {
    if (!running || startedAt === null) return
    const timer = window.setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (secondsLeft(total, time - startedAt) > 0) return
      window.clearInterval(timer)
      done.current()
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [running, startedAt, total])

  return {
    left: running ? secondsLeft(total, now - startedAt) : null,
    start: () => {
      const time = Date.now()
      setNow(time)
      setStartedAt(time)
    },
    cancel: () => setStartedAt(null),
  }
}
