import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { namedInLogs } from '@/jobs/job-context'
import { createLogger, routeConsoleTo } from '@/server/logger'
import { acceptRequestId, withLogContext } from '@/server/request-context'

/** A destination that keeps the lines a logger writes. */
function lines() {
  const written: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return { stream, written }
}

describe('issue 21 point 6: the request id of a gateway call', () => {
  it('keeps a proxy’s short, plain id', () => {
    for (const id of ['a', '5f0c6e8d9a7b4c3d2e1f0a9b8c7d6e5f', 'req-1.2_3', 'x'.repeat(64)]) {
      expect(acceptRequestId(id)).toBe(id)
    }
  })

  it('replaces a missing, long or unsafe one with a new UUID', () => {
    const replaced = [null, undefined, '', 'x'.repeat(65), 'a b', 'a\nlevel=50', '<script>', 'é']
    for (const id of replaced) {
      expect(acceptRequestId(id)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      )
    }
    expect(acceptRequestId(null)).not.toBe(acceptRequestId(null))
  })
})

describe('issue 21 point 6: the production logger', () => {
  it('writes JSON lines, each naming the call it was written in', async () => {
    const { stream, written } = lines()
    const logger = createLogger({ NODE_ENV: 'production' }, stream)
    logger.info('before')
    await withLogContext({ requestId: 'call-1' }, async () => {
      logger.info({ status: 200 }, 'inside')
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.child({ module: 'payload' }).error({ err: new Error('boom') }, 'later, deeper')
    })
    logger.info('after')

    const parsed = written.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(parsed.map((line) => [line.msg, line.requestId])).toEqual([
      ['before', undefined],
      ['inside', 'call-1'],
      ['later, deeper', 'call-1'],
      ['after', undefined],
    ])
    expect(parsed[1]).toMatchObject({ level: 30, status: 200 })
    expect(parsed[2]).toMatchObject({ level: 50, err: { message: 'boom' } })
  })

  it('logs from LOG_LEVEL up, info by default, and refuses an unknown level', () => {
    const quiet = lines()
    createLogger({ LOG_LEVEL: 'warn' }, quiet.stream).info('hidden')
    expect(quiet.written).toEqual([])
    expect(createLogger({}, lines().stream).level).toBe('info')
    expect(() => createLogger({ LOG_LEVEL: 'loud' }, lines().stream)).toThrow(/LOG_LEVEL/)
  })
})

describe('issue 21 point 6: what Next and libraries print', () => {
  it('is logged as JSON lines, an error with its stack', () => {
    const { stream, written } = lines()
    const saved = { ...console }
    try {
      routeConsoleTo(createLogger({ NODE_ENV: 'production' }, stream))
      console.log('\u001b[32m✓\u001b[39m Ready in %dms', 12)
      console.error('Failed to render', new Error('boom'))
    } finally {
      Object.assign(console, saved)
    }
    const [ready, failed] = written.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(ready).toMatchObject({ level: 30, msg: '✓ Ready in 12ms' })
    expect(failed).toMatchObject({ level: 50, msg: 'Failed to render', err: { message: 'boom' } })
  })
})

describe('issue 21 point 6: the lines of a job', () => {
  it('name the job and its task', async () => {
    const { stream, written } = lines()
    const logger = createLogger({ NODE_ENV: 'production' }, stream)
    const task = namedInLogs({
      slug: 'purgeStaleCarts',
      handler: async () => {
        logger.warn('working')
        return { output: {} }
      },
    })
    const handler = task.handler as (args: unknown) => Promise<unknown>
    await handler({ job: { id: 42 }, input: {} })
    expect(JSON.parse(written[0]!)).toMatchObject({
      msg: 'working',
      jobId: '42',
      task: 'purgeStaleCarts',
    })
  })
})
