import { afterEach, describe, expect, it, vi } from 'vitest'

/** serverEnv() validates once per process: each case loads it afresh. */
async function jobsSetting(value: string | undefined) {
  vi.stubEnv('JOBS', value)
  // Given, so that no development secret gets written to .data.
  vi.stubEnv('PAYLOAD_SECRET', 's'.repeat(32))
  vi.resetModules()
  const { serverEnv } = await import('@/server/env')
  return serverEnv().JOBS
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('JOBS: whether this process works the jobs queues', () => {
  it('is on by default: one process does everything', async () => {
    expect(await jobsSetting(undefined)).toBe('on')
  })

  it('takes on or off', async () => {
    expect(await jobsSetting('on')).toBe('on')
    expect(await jobsSetting('off')).toBe('off')
  })

  it('refuses anything else, naming the variable', async () => {
    await expect(jobsSetting('false')).rejects.toThrow(/JOBS/)
  })
})
