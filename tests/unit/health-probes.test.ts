import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { shareAnswer, timedProbe } from '@/server/health-probes'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('issue 35 point 3: one health answer shared', () => {
  it('by every caller while it runs and for a second after, then asked again', async () => {
    let runs = 0
    const answer = shareAnswer(async () => ++runs, 1000)
    expect(await Promise.all([answer(), answer(), answer()])).toEqual([1, 1, 1])
    await vi.advanceTimersByTimeAsync(999)
    expect(await answer()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await Promise.all([answer(), answer()])).toEqual([2, 2])
    expect(runs).toBe(2)
  })

  it('counts the second from when the answer came, not from when it was asked', async () => {
    let runs = 0
    const slow = shareAnswer(async () => {
      runs++
      await new Promise((resolve) => setTimeout(resolve, 5000))
    }, 1000)
    const first = slow()
    await vi.advanceTimersByTimeAsync(5000)
    await first
    await vi.advanceTimersByTimeAsync(500)
    await slow()
    expect(runs).toBe(1)
  })
})

describe('issue 35 point 3: a probe with a deadline', () => {
  it('is not ok after the timeout, and a hung probe is not started again', async () => {
    let started = 0
    const hung = timedProbe(() => {
      started++
      return new Promise(() => {})
    }, 100)
    const first = hung()
    await vi.advanceTimersByTimeAsync(100)
    expect(await first).toEqual({ ok: false, latencyMs: 100 })
    const second = hung()
    await vi.advanceTimersByTimeAsync(100)
    await second
    expect(started).toBe(1)
  })

  it('is ok with its latency when it answers in time, and not ok when it throws', async () => {
    const quick = timedProbe(() => new Promise((resolve) => setTimeout(resolve, 30)), 100)
    const answer = quick()
    await vi.advanceTimersByTimeAsync(30)
    expect(await answer).toEqual({ ok: true, latencyMs: 30 })
    expect(await timedProbe(() => Promise.reject(new Error('down')), 100)()).toMatchObject({
      ok: false,
    })
  })
})
