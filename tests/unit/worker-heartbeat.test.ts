import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HEARTBEAT_FILE, heartbeatFile, startHeartbeat } from '../../scripts/lib/heartbeat'

let dir: string
let file: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartbeat-'))
  file = path.join(dir, 'beat')
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})
afterEach(() => {
  vi.useRealTimers()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Makes the file a minute old, as a health check would find it after a missed beat. */
const age = () => {
  const minuteAgo = new Date(Date.now() - 60_000)
  fs.utimesSync(file, minuteAgo, minuteAgo)
}
const ageMs = () => Date.now() - fs.statSync(file).mtimeMs

describe('issue 36 point 6: the worker heartbeat', () => {
  it('is WORKER_HEARTBEAT_FILE, else /tmp/worker-heartbeat', () => {
    expect(heartbeatFile({ WORKER_HEARTBEAT_FILE: '/run/beat' })).toBe('/run/beat')
    expect(heartbeatFile({ WORKER_HEARTBEAT_FILE: ' ' })).toBe(HEARTBEAT_FILE)
    expect(HEARTBEAT_FILE).toBe('/tmp/worker-heartbeat')
  })

  it('touches the file at once and every 10 s while alive, not once stopped', () => {
    let alive = true
    const stop = startHeartbeat(file, () => alive, vi.fn())
    expect(ageMs()).toBeLessThan(5_000)
    age()
    vi.advanceTimersByTime(9_999)
    expect(ageMs()).toBeGreaterThan(55_000)
    vi.advanceTimersByTime(1)
    expect(ageMs()).toBeLessThan(5_000)

    // The schedules stopped: the file ages, and the health check fails.
    alive = false
    age()
    vi.advanceTimersByTime(10_000)
    expect(ageMs()).toBeGreaterThan(55_000)
    alive = true
    stop()
    vi.advanceTimersByTime(10_000)
    expect(ageMs()).toBeGreaterThan(55_000)
  })

  it('reports a failed write once and keeps trying', () => {
    const warn = vi.fn()
    const missing = path.join(dir, 'gone', 'beat')
    const stop = startHeartbeat(missing, () => true, warn)
    vi.advanceTimersByTime(20_000)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toContain(missing)
    fs.mkdirSync(path.dirname(missing))
    vi.advanceTimersByTime(10_000)
    expect(fs.existsSync(missing)).toBe(true)
    stop()
  })
})
